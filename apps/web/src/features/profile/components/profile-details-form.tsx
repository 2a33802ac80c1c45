import type { z } from 'zod';
import { SIGNATURE_MAX_LENGTH, UpdateProfileRequestSchema, type ProfileResponse } from '@porchlight/domain/profile/profile-schemas';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useProfileSectionForm } from '../hooks/use-profile-section-form';

const DetailsSchema = UpdateProfileRequestSchema.pick({
  phone: true,
  brokerage: true,
  license_number: true,
  website: true,
  email_signature: true,
});
type DetailsInput = z.input<typeof DetailsSchema>;

const valuesOf = (p: ProfileResponse): DetailsInput => ({
  phone: p.phone ?? '',
  brokerage: p.brokerage ?? '',
  license_number: p.license_number ?? '',
  website: p.website ?? '',
  email_signature: p.email_signature ?? '',
});

/** What agents put in every message: used by the {{agent.*}} merge fields, the signature below each e-mail. */
export function ProfileDetailsForm({ userId, profile }: { userId: string; profile: ProfileResponse }) {
  const { form, onSubmit, saveError } = useProfileSectionForm(userId, DetailsSchema, profile, valuesOf);
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-details-title" className="grid gap-4">
      <div>
        <h3 id="profile-details-title" className="text-base font-semibold">
          In your messages
        </h3>
        <p className="text-sm text-muted-foreground">
          Templates can use these as {'{{agent.phone}}'}, {'{{agent.brokerage}}'}, {'{{agent.licenseNumber}}'} and {'{{agent.website}}'};
          the signature goes below every e-mail you send.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Brokerage" error={errors.brokerage?.message}>
          <Input autoComplete="organization" {...register('brokerage')} />
        </FormField>
        <FormField label="Licence number" error={errors.license_number?.message}>
          <Input autoComplete="off" {...register('license_number')} />
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...register('website')} />
        </FormField>
        <FormField
          label="E-mail signature"
          hint={`Up to ${SIGNATURE_MAX_LENGTH.toLocaleString('en-US')} characters`}
          error={errors.email_signature?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={4} maxLength={SIGNATURE_MAX_LENGTH} {...register('email_signature')} />
        </FormField>
      </div>
      <FormError message={saveError} />
      <div>
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
