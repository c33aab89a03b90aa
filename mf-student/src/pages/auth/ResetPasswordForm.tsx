import { PASSWORD_MIN, RESET_LINK_INVALID_CODE } from '@ssc/contracts/constants';
import {
  authApi,
  Button,
  endSession,
  errorMessageFor,
  isHttpError,
  PASSWORD_RULE_MESSAGE,
  toast,
  useMessages,
} from '@ssc/web-core';
import { Field, Input } from '@ssc/web-core/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { validationText } from '../../i18n/validationText';
import { hasErrors, validateNewPassword } from './credentialsValidation';

/**
 * The page a reset link opens (`/auth/reset?token=…`): a new password twice. On success every
 * session of the account has ended on the server, this device's too, so it is dropped here and
 * the person signs in again. A used or expired link says so and offers a new one.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { _ } = useMessages(studentCatalog);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  // The link is spent or expired: the page says so in its own words, in the interface language.
  const [linkSpent, setLinkSpent] = useState(false);
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: () => {
      endSession();
      toast.success(_('auth.passwordChanged'));
      navigate('/auth', { replace: true });
    },
    onError: (failure) => {
      if (isHttpError(failure) && failure.code === RESET_LINK_INVALID_CODE) {
        setLinkSpent(true);
      } else if (isHttpError(failure) && failure.status === 400) {
        setErrors({ password: PASSWORD_RULE_MESSAGE });
      } else {
        toast.error(errorMessageFor(failure));
      }
    },
  });

  if (!token || linkSpent) {
    return (
      <div className="form">
        <p role="alert" className="auth__notice auth__notice--problem">
          {linkSpent ? _('auth.resetLinkInvalid') : _('auth.resetLinkIncomplete')}
        </p>
        <Link to="/auth/forgot" className="auth__link">
          {_('auth.askNewLink')}
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
    <form className="form" onSubmit={onSubmit} noValidate aria-label={_('auth.resetTitle')}>
      <Field
        id="reset-password"
        label={_('auth.newPassword')}
        hint={_('auth.passwordHint')}
        error={validationText(_, errors.password)}
      >
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
      <Field id="reset-confirm" label={_('auth.confirmPassword')} error={validationText(_, errors.confirm)}>
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
        {reset.isPending ? _('auth.saving') : _('auth.setPassword')}
      </Button>
    </form>
  );
}
