import { DISPLAY_NAME_MAX, PASSWORD_MIN } from '@ssc/contracts/constants';
import { authApi, Button, Field, Input } from '@ssc/web-core';
import { EmailField, PasswordField, useCredentialsForm } from './credentialsForm';
import { PASSWORD_HINT, validateSignUp } from './credentialsValidation';

export function SignUpForm() {
  const form = useCredentialsForm({
    fields: ['displayName', 'email', 'password'],
    validate: validateSignUp,
    toRequest: ({ displayName, email, password }) => ({
      displayName: displayName.trim(),
      email: email.trim(),
      password,
    }),
    request: authApi.signUp,
    successMessage: 'Account created successfully!',
    failureFallback: 'Sign up failed',
  });

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Sign up">
      <Field id="signup-name" label="Full Name" error={form.errors.displayName}>
        {(describedBy) => (
          <Input
            id="signup-name"
            name="displayName"
            autoComplete="name"
            required
            maxLength={DISPLAY_NAME_MAX}
            aria-invalid={!!form.errors.displayName}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <EmailField id="signup-email" error={form.errors.email} />
      <PasswordField
        id="signup-password"
        error={form.errors.password}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        minLength={PASSWORD_MIN}
      />
      <Button type="submit" block loading={form.pending}>
        {form.pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
