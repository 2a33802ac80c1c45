import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  type ProfileResponse,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
} from '@porchlight/domain/profile/profile-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { messageOf } from '@/lib/api-client';
import { FormError } from '@/components/ui/form-error';

type ProfileNameFormProps = { userId: string; profile: ProfileResponse };

/** First and last name, validated by the same schema the server uses. */
export function ProfileNameForm({ userId, profile }: ProfileNameFormProps) {
  const updateProfile = useUpdateProfile(userId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<z.input<typeof UpdateProfileRequestSchema>, unknown, UpdateProfileRequest>({
    resolver: zodResolver(UpdateProfileRequestSchema),
    // Follows the server's copy (e.g. saved in another tab) without losing what is being typed.
    values: { first_name: profile.first_name ?? '', last_name: profile.last_name ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = async (values: UpdateProfileRequest) => {
    setSaveError(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      reset({ first_name: saved.first_name ?? '', last_name: saved.last_name ?? '' });
      toast.success('Profile updated');
    } catch (error) {
      setSaveError(messageOf(error, 'Saving failed. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" maxLength={NAME_MAX_LENGTH} {...register('first_name')} />
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...register('last_name')} />
        </FormField>
      </div>
      <FormError message={saveError} />
      <div>
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
