import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@porchlight/domain/auth/auth-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH_MESSAGES } from '../api/auth-errors';
import { requestPasswordReset } from '../api/request-password-reset';
import { readRememberedSignIn } from '../stores/remembered-sign-in';
import { AuthLayout, FormAlert } from './auth-layout';

const backToSignIn = (
  <Link to="/signin" className="font-medium text-primary underline-offset-4 hover:underline">
    Back to sign in
  </Link>
);

export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [remembered] = useState(readRememberedSignIn);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ForgotPasswordRequestSchema>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: remembered.email },
  });

  const onSubmit = async (values: ForgotPasswordRequest) => {
    setOutcome(null);
    const result = await requestPasswordReset(values);
    // The same words whether or not the e-mail has an account: nobody learns who signed up.
    const failed = !result.ok && result.message !== AUTH_MESSAGES.resetSent;
    setOutcome(failed ? { tone: 'error', message: result.message } : { tone: 'success', message: AUTH_MESSAGES.resetSent });
  };

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email you sign in with and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
        </FormField>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          {outcome?.tone === 'success' ? 'Send the link again' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
