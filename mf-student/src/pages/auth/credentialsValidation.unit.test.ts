import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateForgotPassword,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './credentialsValidation';

describe('validateSignIn', () => {
  it('requires an email-shaped email and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(hasErrors(validateSignIn({ email: 'a@b.co', password: 'x' }))).toBe(false);
  });
});

describe('validateSignUp', () => {
  it('rejects a password shorter than 8 characters before calling the server', () => {
    expect(validateSignUp({ displayName: 'Asha', email: 'a@b.co', password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });

  it('requires the full name', () => {
    expect(validateSignUp({ displayName: '  ', email: 'a@b.co', password: 'longenough' })).toEqual({
      displayName: 'Full name is required',
    });
  });

  it('names a display name that is too long or too short in the form’s words', () => {
    expect(
      validateSignUp({ displayName: 'a'.repeat(5000), email: 'a@b.co', password: 'longenough' }),
    ).toEqual({
      displayName: 'Display name must be at most 80 characters long',
    });
    expect(validateSignUp({ displayName: 'A', email: 'a@b.co', password: 'longenough' })).toEqual({
      displayName: 'Display name must be at least 2 characters long',
    });
  });

  it('accepts valid input', () => {
    expect(hasErrors(validateSignUp({ displayName: 'Asha', email: 'a@b.co', password: 'longenough' }))).toBe(
      false,
    );
  });
});

describe('validateForgotPassword', () => {
  it('asks for an email-shaped email only', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'asha@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateForgotPassword({ email: ' asha@example.com ' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it("holds the new password to sign-up's rule and wants it typed the same twice", () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({
      password: 'Password is required',
      confirm: 'Confirm your new password',
    });
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      confirm: 'The two passwords do not match',
    });
    expect(validateNewPassword({ password: 'long enough', confirm: 'long enough' })).toEqual({});
  });
});
