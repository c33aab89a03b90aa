import { PASSWORD_MIN, RESET_LINK_INVALID_CODE } from '@ssc/contracts/constants';
import {
  authApi,
  Button,
  endSession,
  errorMessageFor,
  Field,
  Input,
  isHttpError,
  PASSWORD_RULE_MESSAGE,
  toast,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrors, PASSWORD_HINT, validateNewPassword } from './credentialsValidation';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Sign in with your new password.';

/**
 * The page a reset link opens (`/auth/reset?token=…`): a new password twice. On success every
 * session of the account has ended on the server, this device's too, so it is dropped here and
 * the person signs in again. A used or expired link says so and offers a new one.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | undefined>();
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: () => {
      endSession();
      toast.success(PASSWORD_CHANGED_MESSAGE);
      navigate('/auth', { replace: true });
    },
    onError: (failure) => {
      if (isHttpError(failure) && failure.code === RESET_LINK_INVALID_CODE) {
        setLinkProblem(failure.serverMessage);
      } else if (isHttpError(failure) && failure.status === 400) {
        setErrors({ password: PASSWORD_RULE_MESSAGE });
      } else {
        toast.error(errorMessageFor(failure));
      }
    },
  });

  if (!token || linkProblem) {
    return (
      <div className="form">
        <p role="alert" className="auth__notice auth__notice--problem">
          {linkProblem ?? 'This password reset link is incomplete. Ask for a new one.'}
        </p>
        <Link to="/auth/forgot" className="auth__link">
          Ask for a new link
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      password: String(data.get('password') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    const found = validateNewPassword(values);
    setErrors(found);
    if (!hasErrors(found)) reset.mutate({ token, password: values.password });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Field id="reset-password" label="New password" hint={PASSWORD_HINT} error={errors.password}>
        {(describedBy) => (
          <Input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            aria-invalid={!!errors.password}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id="reset-confirm" label="Confirm new password" error={errors.confirm}>
        {(describedBy) => (
          <Input
            id="reset-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={!!errors.confirm}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Button type="submit" block loading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
