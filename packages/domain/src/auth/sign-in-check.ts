/**
 * The sign-in form's rules without zod, so the first page most visitors load does not download
 * it (issue 15: /signin's JavaScript). The same rules and words as SignInRequestSchema; a test
 * runs both over the same inputs so they cannot drift apart.
 */

/** The address pattern zod's z.email() uses. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export type SignInProblems = { email?: string; password?: string };

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@example.com';
  return undefined;
}

/** What is wrong with a sign-in, field by field; an empty object when nothing is. */
export function signInProblems({ email, password }: { email: string; password: string }): SignInProblems {
  const problems: SignInProblems = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) problems.email = emailIssue;
  if (password === '') problems.password = 'Password is required';
  return problems;
}
