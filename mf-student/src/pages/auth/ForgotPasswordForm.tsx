import { authApi, Button, errorMessageFor, toast } from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailField } from './credentialsForm';
import { validateForgotPassword } from './credentialsValidation';

/**
 * Asks for a reset link. The answer is the server's one sentence whatever the email, shown in
 * place of the form, so nobody learns here which emails have accounts.
 */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | undefined>();
  const ask = useMutation({
    mutationFn: authApi.forgotPassword,
    onError: (failure) => toast.error(errorMessageFor(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const found = validateForgotPassword({ email }).email;
    setError(found);
    if (!found) ask.mutate({ email: email.trim() });
  };

  if (ask.data) {
    return (
      <div className="form">
        <p role="status" className="auth__notice">
          {ask.data.message}
        </p>
        <Link to="/auth" className="auth__link">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <EmailField id="forgot-email" error={error} />
      <Button type="submit" block loading={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Link to="/auth" className="auth__link">
        Back to sign in
      </Link>
    </form>
  );
}
