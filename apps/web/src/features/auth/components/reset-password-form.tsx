import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import {
  PASSWORD_MIN_LENGTH,
  type ResetPasswordForm as ResetPasswordValues,
  ResetPasswordFormSchema,
} from '@porchlight/domain/auth/auth-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH_MESSAGES } from '../api/auth-errors';
import { resetPassword } from '../api/reset-password';
import { AuthLayout, FormAlert } from './auth-layout';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function InvalidLink() {
  return (
    <AuthLayout
      title="Reset link expired"
      footer={
        <Link to="/signin" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      <div className="grid justify-items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
        <p role="alert" className="text-sm">
          {AUTH_MESSAGES.resetLinkInvalid}
        </p>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

function PasswordChanged() {
  return (
    <AuthLayout title="Password changed">
      <div className="grid justify-items-center gap-4 text-center">
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <p role="status" className="text-sm">
          Your password has been changed. For your safety, every device was signed out: sign in with the new password.
        </p>
        <Button asChild className="w-full">
          <Link to="/signin">Sign in</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

/** /reset-password?token=... (or ?error=INVALID_TOKEN when the server refused the link). */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'invalid' | 'done'>(token && !params.get('error') ? 'form' : 'invalid');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (state === 'invalid' || !token) return <InvalidLink />;
  if (state === 'done') return <PasswordChanged />;

  const onSubmit = async (values: ResetPasswordValues) => {
    setFormError(null);
    const result = await resetPassword({ token, newPassword: values.password });
    if (result.ok) setState('done');
    else if (result.message === AUTH_MESSAGES.resetLinkInvalid) setState('invalid');
    else setFormError(result.message);
  };

  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <Link to="/signin" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label="New password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <Input type="password" autoComplete="new-password" autoFocus {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
