import { authApi, Button, Field, Input } from '@ssc/web-core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, hasErrors, PASSWORD_HINT, validateSignUp } from './credentialsValidation';
import { useAuthMutation } from './useAuthMutation';

type SignUpField = 'displayName' | 'email' | 'password';

export function SignUpForm() {
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const signUp = useAuthMutation({
    request: authApi.signUp,
    successMessage: 'Account created successfully!',
    failureFallback: 'Sign up failed',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      displayName: String(data.get('displayName') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = validateSignUp(values);
    setErrors(found);
    if (!hasErrors(found)) {
      signUp.mutate({
        displayName: values.displayName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Field id="signup-name" label="Full Name" error={errors.displayName}>
        {(describedBy) => (
          <Input
            id="signup-name"
            name="displayName"
            autoComplete="name"
            required
            aria-invalid={!!errors.displayName}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id="signup-email" label="Email" error={errors.email}>
        {(describedBy) => (
          <Input
            id="signup-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={!!errors.email}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id="signup-password" label="Password" hint={PASSWORD_HINT} error={errors.password}>
        {(describedBy) => (
          <Input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            aria-invalid={!!errors.password}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Button type="submit" block loading={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
