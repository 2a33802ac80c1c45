import { z } from 'zod';

export const NAME_MAX_LENGTH = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The profile as the API speaks it: flat snake_case fields, as spec 001 §7 reads them. */
export const ProfileResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The sign-in address is verified: messaging leads needs it (issue 46). */
  email_verified: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** What agents put in every message (issue 18): messaging's {{agent.*}} fields and signature. */
  phone: z.string().nullable(),
  brokerage: z.string().nullable(),
  license_number: z.string().nullable(),
  website: z.string().nullable(),
  email_signature: z.string().nullable(),
  updated_at: z.string(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .refine((v) => !v.includes('@'), `${label} cannot contain "@"`);

export const SIGNATURE_MAX_LENGTH = 1000;

/** A one-line text field; blank clears it (null). */
const lineField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be one line`)
    .transform((v) => v || null)
    .nullable();

const phoneField = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .refine((v) => v === '' || /^\+?[\d\s().-]{7,}$/.test(v), 'Phone must be a phone number, like (512) 555-0100')
  .transform((v) => v || null)
  .nullable();

const websiteField = z
  .string({ error: 'Website must be text' })
  .trim()
  .max(200, 'Website must be at most 200 characters')
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Website must be a web address, like https://example.com')
  .transform((v) => v || null)
  .nullable();

export const UpdateProfileRequestSchema = z
  .object({
    first_name: nameField('First name'),
    last_name: nameField('Last name'),
    phone: phoneField,
    brokerage: lineField('Brokerage', 100),
    license_number: lineField('Licence number', 50),
    website: websiteField,
    email_signature: z
      .string({ error: 'E-mail signature must be text' })
      .max(SIGNATURE_MAX_LENGTH, `E-mail signature must be at most ${SIGNATURE_MAX_LENGTH} characters`)
      .transform((v) => v.replace(/\s+$/, '') || null)
      .nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
