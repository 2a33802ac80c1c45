// zod's mini build (the same rules, tree-shakable functions instead of methods): these schemas
// validate the sign-in and sign-up forms, and /signin's JavaScript budget (issue 47) has no room
// for zod's full build. The server composes them into its own (classic) schemas as usual.
import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;

export const EmailSchema = z.pipe(
  z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email is too long')),
  z.email({ error: 'Enter a valid email address, like name@example.com' }),
);

export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/** A web address in a name ("visit evil.example", "https://..."): names appear in e-mails we send. */
const LOOKS_LIKE_WEB_ADDRESS =
  /[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|info|biz|xyz|app|link|online|site|top|ru|cn|me|ly|gl|to)\b/i;

export const FullNameSchema = z.string({ error: 'Full name is required' }).check(
  z.trim(),
  z.minLength(1, 'Full name is required'),
  z.maxLength(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`),
  z.refine((v) => !v.includes('@'), 'Enter your name, not an email address'),
  z.refine((v) => !LOOKS_LIKE_WEB_ADDRESS.test(v), 'Enter your name, not a web address'),
  z.refine((v) => !/[\p{Cc}<>]/u.test(v), 'Full name cannot contain line breaks, < or >'),
);

export const IMAGE_URL_MAX_LENGTH = 2_048;
/** A profile picture's address: http(s) only, never javascript: or data:. */
export const ImageUrlSchema = z.string({ error: 'Image must be a web address' }).check(
  z.maxLength(IMAGE_URL_MAX_LENGTH, `Image must be at most ${IMAGE_URL_MAX_LENGTH} characters`),
  z.refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'Image must be an http:// or https:// address'),
);

/**
 * What the server checks of the account fields better-auth's own endpoints receive (sign-up,
 * update-user, change-email); the other fields are better-auth's to check.
 */
export const AUTH_ACCOUNT_FIELD_SCHEMAS = {
  '/sign-up/email': z.object({ email: EmailSchema, name: FullNameSchema, image: z.nullish(ImageUrlSchema) }),
  '/update-user': z.object({ name: z.optional(FullNameSchema), image: z.nullish(ImageUrlSchema) }),
  '/change-email': z.object({ newEmail: EmailSchema }),
} as const;

export const SignUpRequestSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required')),
  rememberMe: z.boolean(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** Splits "Mary Ann Smith" into first "Mary Ann" and last "Smith"; a single word is a first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}
