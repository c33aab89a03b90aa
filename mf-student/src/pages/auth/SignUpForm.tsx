import { DISPLAY_NAME_MAX, PASSWORD_MIN } from '@ssc/contracts/constants';
import { authApi, Button, useMessages } from '@ssc/web-core';
import { Field, Input } from '@ssc/web-core/form';
import { studentCatalog } from '../../i18n/studentCatalog';
import { validationText } from '../../i18n/validationText';
import { EmailField, PasswordField, useCredentialsForm } from './credentialsForm';
import { validateSignUp } from './credentialsValidation';

export function SignUpForm() {
  const { _ } = useMessages(studentCatalog);
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
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={_('auth.signUpForm')}>
      <Field id="signup-name" label={_('auth.fullName')} error={validationText(_, form.errors.displayName)}>
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
      <EmailField id="signup-email" error={validationText(_, form.errors.email)} />
      <PasswordField
        id="signup-password"
        error={validationText(_, form.errors.password)}
        autoComplete="new-password"
        hint={_('auth.passwordHint')}
        minLength={PASSWORD_MIN}
      />
      <Button type="submit" block loading={form.pending}>
        {form.pending ? _('auth.creatingAccount') : _('auth.createAccount')}
      </Button>
    </form>
  );
}
