import { authApi, Button, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { validationText } from '../../i18n/validationText';
import { EmailField, PasswordField, useCredentialsForm } from './credentialsForm';
import { validateSignIn } from './credentialsValidation';

export function SignInForm() {
  const { _ } = useMessages(studentCatalog);
  const form = useCredentialsForm({
    fields: ['email', 'password'],
    validate: validateSignIn,
    toRequest: ({ email, password }) => ({ email: email.trim(), password }),
    request: authApi.signIn,
    successMessage: 'Signed in successfully!',
    failureFallback: 'Sign in failed',
  });

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={_('auth.signInForm')}>
      <EmailField id="signin-email" error={validationText(_, form.errors.email)} />
      <PasswordField
        id="signin-password"
        error={validationText(_, form.errors.password)}
        autoComplete="current-password"
      />
      <Link to="/auth/forgot" className="auth__link auth__link--end">
        {_('auth.forgotLink')}
      </Link>
      <Button type="submit" block loading={form.pending}>
        {form.pending ? _('auth.signingIn') : _('auth.signIn')}
      </Button>
    </form>
  );
}
