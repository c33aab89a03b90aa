import { PASSWORD_MIN } from '@ssc/contracts/constants';
import { displayNameProblem } from '@ssc/web-core';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// Deliberately loose: the server has the final say, this only catches obvious typos before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_SHAPE.test(email.trim())) return 'Please enter a valid email address';
  return undefined;
}

export function validateSignIn(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export function validateSignUp(values: {
  displayName: string;
  email: string;
  password: string;
}): FieldErrors<'displayName' | 'email' | 'password'> {
  const errors: FieldErrors<'displayName' | 'email' | 'password'> = {};
  const name = values.displayName.trim() ? displayNameProblem(values.displayName) : 'Full name is required';
  if (name) errors.displayName = name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters long`;
  return errors;
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

/** A new password by sign-up's rule, typed the same twice. */
export function validateNewPassword(values: {
  password: string;
  confirm: string;
}): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters long`;
  if (!values.confirm) errors.confirm = 'Confirm your new password';
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords do not match';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
