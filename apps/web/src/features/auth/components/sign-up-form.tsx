import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, type SignUpRequest, SignUpRequestSchema } from '@porchlight/domain/auth/auth-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH_MESSAGES } from '../api/auth-errors';
import { setSignedInUser } from '../api/get-session';
import { isEmailTaken, signUpWithEmail } from '../api/sign-up';
import { trackSession } from '../api/track-session';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { useSchemaForm } from '../hooks/use-schema-form';
import { AuthLayout, FormAlert } from './auth-layout';
import { SocialSignIn } from './social-sign-in';

export function SignUpForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(SignUpRequestSchema, {
    fullName: '',
    email: '',
    password: '',
  });

  const onSubmit = async (values: SignUpRequest) => {
    setFormError(null);
    const result = await signUpWithEmail(values);
    if (!result.ok) {
      if (isEmailTaken(result.code)) setError('email', AUTH_MESSAGES.emailTaken);
      else setFormError(result.message);
      return;
    }
    // The server signs the new account in (autoSignIn), so the session cookie is already set.
    setSignedInUser(result.data.user);
    void trackSession({ userId: result.data.user.id, signInMethod: 'sign-up', rememberMe: true });
    await navigate(next, { replace: true });
  };

  return (
    <AuthLayout
      title="Create your Porchlight account"
      description="Keep your properties, leads and follow-ups in one place."
      last={<SocialSignIn next={next} verb="Sign up" />}
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext('/signin', next)} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label="Full name" error={errors.fullName}>
          <Input autoComplete="name" autoFocus {...register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
