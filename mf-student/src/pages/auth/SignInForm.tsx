import { authApi, Button } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { EmailField, PasswordField, useCredentialsForm } from './credentialsForm';
import { validateSignIn } from './credentialsValidation';

export function SignInForm() {
  const form = useCredentialsForm({
    fields: ['email', 'password'],
    validate: validateSignIn,
    toRequest: ({ email, password }) => ({ email: email.trim(), password }),
    request: authApi.signIn,
    successMessage: 'Signed in successfully!',
    failureFallback: 'Sign in failed',
  });

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Sign in">
      <EmailField id="signin-email" error={form.errors.email} />
      <PasswordField id="signin-password" error={form.errors.password} autoComplete="current-password" />
      <Link to="/auth/forgot" className="auth__link auth__link--end">
        Forgot password?
      </Link>
      <Button type="submit" block loading={form.pending}>
        {form.pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
