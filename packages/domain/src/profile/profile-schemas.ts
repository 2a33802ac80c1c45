import { z } from 'zod';

export const NAME_MAX_LENGTH = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The profile as the API speaks it: flat snake_case fields, as spec 001 §7 reads them. */
export const ProfileResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  updated_at: z.string(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .refine((v) => !v.includes('@'), `${label} cannot contain "@"`);

export const UpdateProfileRequestSchema = z
  .object({ first_name: nameField('First name'), last_name: nameField('Last name') })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
