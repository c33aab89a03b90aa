import { authApi, Button, errorMessageFor, toast, useMessages } from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { validationText } from '../../i18n/validationText';
import { EmailField } from './credentialsForm';
import { validateForgotPassword } from './credentialsValidation';

/**
 * Asks for a reset link. The answer is the server's one sentence whatever the email, shown in
 * place of the form, so nobody learns here which emails have accounts.
 */
export function ForgotPasswordForm() {
  const { _ } = useMessages(studentCatalog);
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
          {_('auth.forgotSent')}
        </p>
        <Link to="/auth" className="auth__link">
          {_('auth.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={_('auth.forgotForm')}>
      <EmailField id="forgot-email" error={validationText(_, error)} />
      <Button type="submit" block loading={ask.isPending}>
        {ask.isPending ? _('auth.sending') : _('auth.sendLink')}
      </Button>
      <Link to="/auth" className="auth__link">
        {_('auth.backToSignIn')}
      </Link>
    </form>
  );
}
