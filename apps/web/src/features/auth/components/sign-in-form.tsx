import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SignInRequest } from '@porchlight/domain/auth/auth-schemas';
import { signInProblems, type SignInProblems } from '@porchlight/domain/auth/sign-in-check';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setSignedInUser } from '../api/get-session';
import { signInWithEmail } from '../api/sign-in';
import { trackSession } from '../api/track-session';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { readRememberedSignIn, rememberSignIn } from '../stores/remembered-sign-in';
import { AuthLayout, FormAlert } from './auth-layout';
import { SocialSignIn } from './social-sign-in';

export function SignInForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [remembered] = useState(readRememberedSignIn);
  const [formError, setFormError] = useState<string | null>(null);
  // A plain form (no form library, no zod): this is the page most visitors load first, and it
  // stays small (issue 15). Problems show after the first submit and then follow the typing.
  const [values, setValues] = useState({ email: remembered.email, password: '', rememberMe: remembered.rememberMe });
  const [errors, setErrors] = useState<SignInProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(signInProblems(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const problems = signInProblems(values);
    setErrors(problems);
    if (problems.email) return emailRef.current?.focus();
    if (problems.password) return passwordRef.current?.focus();
    setFormError(null);
    setSubmitting(true);
    try {
      await signIn({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe });
    } finally {
      setSubmitting(false);
    }
  };

  const signIn = async (request: SignInRequest) => {
    const result = await signInWithEmail(request);
    if (!result.ok) {
      setFormError(result.message);
      if (result.status === 401) setValues((v) => ({ ...v, password: '' }));
      return;
    }
    rememberSignIn({ email: request.email, rememberMe: request.rememberMe });
    setSignedInUser(result.data.user);
    // Spec 000 §4: tracking never holds up (or stops) the sign-in.
    void trackSession({ userId: result.data.user.id, signInMethod: 'email', rememberMe: request.rememberMe });
    await navigate(next, { replace: true });
  };

  return (
    <AuthLayout
      title="Sign in to Porchlight"
      description="Welcome back. Pick up where you left off."
      footer={
        <>
          New to Porchlight?{' '}
          <Link to={withNext('/signup', next)} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label="Email" error={errors.email}>
          <Input ref={emailRef} name="email" type="email" autoComplete="username" inputMode="email" autoFocus={!remembered.email} value={values.email} onChange={(e) => change({ email: e.target.value })} />
        </FormField>
        <div className="grid gap-1.5">
          <FormField label="Password" error={errors.password}>
            <Input ref={passwordRef} name="password" type="password" autoComplete="current-password" autoFocus={Boolean(remembered.email)} value={values.password} onChange={(e) => change({ password: e.target.value })} />
          </FormField>
          <Link to="/forgot-password" className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="rememberMe" className="size-4 rounded border-input accent-primary" checked={values.rememberMe} onChange={(e) => change({ rememberMe: e.target.checked })} />
          Remember me
        </label>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <div className="mt-4">
        <SocialSignIn next={next} verb="Sign in" />
      </div>
    </AuthLayout>
  );
}
