import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { InviteTeamMemberRequestSchema, type InviteTeamMemberRequest } from '@porchlight/domain/billing/billing-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { limitReachedDetails, limitReachedMessage } from '@/lib/limit-reached';
import { useInviteTeamMember } from '../api/invite-team-member';
import { FormError } from '@/components/ui/form-error';

/** Invite by e-mail, checked by the same schema the server uses. */
export function InviteMemberForm({ isFull }: { isFull: boolean }) {
  const invite = useInviteTeamMember();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof InviteTeamMemberRequestSchema>, unknown, InviteTeamMemberRequest>({
    resolver: zodResolver(InviteTeamMemberRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: InviteTeamMemberRequest) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
      reset();
      toast.success(`Invitation sent to ${values.email}`);
    } catch (error) {
      // A 402 also gets the global "See plans" toast; the form says it where the user is looking.
      const details = limitReachedDetails(error);
      if (details) setFormError(`${limitReachedMessage(details)}. Add seats or upgrade to invite more people.`);
      else setFormError(error instanceof Error && error.message ? error.message : 'Sending the invitation failed. Please try again.');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label="Invite by e-mail" error={errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="off" placeholder="colleague@example.com" disabled={isFull} {...register('email')} />
        </FormField>
        <Button type="submit" isLoading={isSubmitting} disabled={isFull}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}
