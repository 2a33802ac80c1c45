import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { ProfileResponse, UpdateProfileRequest } from '@porchlight/domain/profile/profile-schemas';
import { messageOf } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

type SectionSchema<TInput extends FieldValues> = z.ZodType<UpdateProfileRequest, TInput>;

/**
 * One section of the profile page: its fields start from the server's copy, follow it while the
 * agent has not typed anything (saved in another tab), and after a save show what the server
 * stored (a website gains https://).
 *
 * The form is reset by hand rather than through react-hook-form's `values` with keepDirtyValues:
 * that reset races the one after a save, and on a busy machine kept the typed text and left the
 * form dirty after it had saved.
 */
export function useProfileSectionForm<TInput extends FieldValues>(
  userId: string,
  schema: SectionSchema<TInput>,
  profile: ProfileResponse,
  valuesOf: (profile: ProfileResponse) => TInput,
) {
  const updateProfile = useUpdateProfile(userId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const serverValues = valuesOf(profile);
  const form = useForm<TInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(schema),
    defaultValues: serverValues as DefaultValues<TInput>,
  });
  const { isDirty } = form.formState;
  const serverKey = JSON.stringify(serverValues);

  useEffect(() => {
    if (!isDirty) form.reset(JSON.parse(serverKey) as TInput);
    // Only a new server copy resets; typing (isDirty turning true) must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success('Profile updated');
    } catch (error) {
      setSaveError(messageOf(error, 'Saving failed. Please try again.'));
    }
  });

  return { form, onSubmit, saveError };
}
