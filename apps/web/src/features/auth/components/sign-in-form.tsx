import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type SignInRequest, SignInRequestSchema } from '@porchlight/domain/auth/auth-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setSignedInUser } from '../api/get-session';
import { signInWithEmail } from '../api/sign-in';
import { trackSession } from '../api/track-session';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { useSchemaForm } from '../hooks/use-schema-form';
import { readRememberedSignIn, rememberSignIn } from '../stores/remembered-sign-in';
import { AuthLayout, FormAlert } from './auth-layout';
import { SocialSignIn } from './social-sign-in';

export function SignInForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [remembered] = useState(readRememberedSignIn);
  const [formError, setFormError] = useState<string | null>(null);
  // Problems show after the first submit and then follow the typing.
  const { register, handleSubmit, setValue, errors, isSubmitting } = useSchemaForm(SignInRequestSchema, {
    email: remembered.email,
    password: '',
    rememberMe: remembered.rememberMe,
  });

  const onSubmit = async (request: SignInRequest) => {
    setFormError(null);
    const result = await signInWithEmail(request);
    if (!result.ok) {
      setFormError(result.message);
      if (result.status === 401) setValue('password', '');
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
      last={<SocialSignIn next={next} verb="Sign in" />}
      footer={
        <>
          New to Porchlight?{' '}
          <Link to={withNext('/signup', next)} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus={!remembered.email} {...register('email')} />
        </FormField>
        <div className="grid gap-1.5">
          <FormField label="Password" error={errors.password}>
            <Input type="password" autoComplete="current-password" autoFocus={Boolean(remembered.email)} {...register('password')} />
          </FormField>
          <Link to="/forgot-password" className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 rounded border-input accent-primary" {...register('rememberMe')} />
          Remember me
        </label>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
