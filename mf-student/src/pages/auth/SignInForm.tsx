import { authApi, Button, Field, Input } from '@ssc/web-core';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, hasErrors, validateSignIn } from './credentialsValidation';
import { useAuthMutation } from './useAuthMutation';

export function SignInForm() {
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const signIn = useAuthMutation({
    request: authApi.signIn,
    successMessage: 'Signed in successfully!',
    failureFallback: 'Sign in failed',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const found = validateSignIn(values);
    setErrors(found);
    if (!hasErrors(found)) signIn.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Field id="signin-email" label="Email" error={errors.email}>
        {(describedBy) => (
          <Input
            id="signin-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={!!errors.email}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id="signin-password" label="Password" error={errors.password}>
        {(describedBy) => (
          <Input
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={!!errors.password}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Button type="submit" block loading={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
