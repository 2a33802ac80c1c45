import { describe, expect, it } from 'vitest';
import { SignInRequestSchema } from './auth-schemas.ts';
import { signInProblems } from './sign-in-check.ts';

/** What the zod schema says, in the same shape. */
function zodProblems(input: { email: string; password: string }) {
  const parsed = SignInRequestSchema.safeParse({ ...input, rememberMe: true });
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

describe('signInProblems agrees with SignInRequestSchema', () => {
  it.each([
    ['jane@example.com', 'secret'],
    ['  jane@example.com  ', 'x'],
    ['', ''],
    ['   ', 'pw'],
    ['jane', 'pw'],
    ['jane@', 'pw'],
    ['jane@example', 'pw'],
    ['jane@example.c', 'pw'],
    ['.jane@example.com', 'pw'],
    ['jane..doe@example.com', 'pw'],
    ['jane.doe+crm@sub.example.co.uk', 'pw'],
    ["o'brien@example.ie", 'pw'],
    ['jane@-example.com', 'pw'],
    ['jane@exa_mple.com', 'pw'],
    ['jané@example.com', 'pw'],
    ['jane@example.com.', 'pw'],
    [`${'a'.repeat(250)}@example.com`, 'pw'],
    ['jane@example.com', ''],
  ])('%j / %j', (email, password) => {
    expect(signInProblems({ email, password })).toEqual(zodProblems({ email, password }));
  });
});
