import { NAME_MAX_LENGTH, type ProfileResponse, UpdateProfileRequestSchema } from '@porchlight/domain/profile/profile-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useProfileSectionForm } from '../hooks/use-profile-section-form';
import { FormError } from '@/components/ui/form-error';

type ProfileNameFormProps = { userId: string; profile: ProfileResponse };

const namesOf = (p: ProfileResponse) => ({ first_name: p.first_name ?? '', last_name: p.last_name ?? '' });

/** First and last name, validated by the same schema the server uses. */
export function ProfileNameForm({ userId, profile }: ProfileNameFormProps) {
  const { form, onSubmit, saveError } = useProfileSectionForm(userId, UpdateProfileRequestSchema, profile, namesOf);
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
