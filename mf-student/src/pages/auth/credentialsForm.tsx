import { useMessages } from '@ssc/web-core';
import { Field, Input } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { studentCatalog } from '../../i18n/studentCatalog';
import { type FieldErrors, hasErrors } from './credentialsValidation';
import { type AuthFlow, useAuthMutation } from './useAuthMutation';

interface CredentialsForm<K extends string, T> extends AuthFlow<T> {
  /** The form's input names, read on submit. */
  fields: readonly K[];
  validate: (values: Record<K, string>) => FieldErrors<K>;
  /** The request body from values that passed `validate`. */
  toRequest: (values: Record<K, string>) => T;
}

/**
 * What the sign-in and sign-up forms share: read the inputs on submit, show the field errors,
 * and send only what passes (useAuthMutation does the rest).
 */
export function useCredentialsForm<K extends string, T>({
  fields,
  validate,
  toRequest,
  ...flow
}: CredentialsForm<K, T>) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const auth = useAuthMutation(flow);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')])) as Record<
      K,
      string
    >;
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) auth.mutate(toRequest(values));
  };

  return { errors, onSubmit, pending: auth.isPending };
}

export function EmailField({ id, error }: { id: string; error: string | undefined }) {
  const { _ } = useMessages(studentCatalog);
  return (
    <Field id={id} label={_('auth.email')} error={error}>
      {(describedBy) => (
        <Input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps {
  id: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  minLength?: number;
}

export function PasswordField({ id, error, autoComplete, hint, minLength }: PasswordFieldProps) {
  const { _ } = useMessages(studentCatalog);
  return (
    <Field id={id} label={_('auth.password')} hint={hint} error={error}>
      {(describedBy) => (
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete={autoComplete}
          required
          minLength={minLength}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
