import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, FORGOT_PASSWORD_MESSAGE, PASSWORD_MIN } from './constants';
import { languagePreference } from './enums';
import { SPACE_CLASS, trimmedAtLeast } from './text-rules';

/** Messages carry the words the frontend maps (spec section 5): "password", "email", "displayName". */
/**
 * zod's email pattern on the address as typed, white space around it allowed: the API document
 * states this pattern (and no `format: email`, whose readings differ from tool to tool).
 */
const EMAIL_AS_TYPED = new RegExp(
  `^[${SPACE_CLASS}]*(?:${z.regexes.email.source.slice(1, -1)})[${SPACE_CLASS}]*$`,
);

/** Trimmed and lower-cased once checked: the stored form. */
export const email = z
  .string({ error: 'Email is required' })
  .regex(EMAIL_AS_TYPED, 'Please enter a valid email address')
  .max(254, 'Email is too long')
  .transform((v) => v.trim().toLowerCase());

export const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(200, 'Password must be at most 200 characters long');

export const displayName = z
  .string({ error: 'displayName is required' })
  .trim()
  .min(DISPLAY_NAME_MIN, `displayName must be at least ${DISPLAY_NAME_MIN} characters long`)
  .regex(trimmedAtLeast(DISPLAY_NAME_MIN), `displayName must be at least ${DISPLAY_NAME_MIN} characters long`)
  .max(DISPLAY_NAME_MAX, `displayName must be at most ${DISPLAY_NAME_MAX} characters long`);

export const signUpRequest = z.object({ email, password, displayName });
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signInRequest = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type SignInRequest = z.infer<typeof signInRequest>;

/** Asking for a password-reset link: the answer is the same whether the account exists. */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordResponse = z.object({ message: z.literal(FORGOT_PASSWORD_MESSAGE) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** A new password with the token from a reset link; the password rules are sign-up's. */
export const resetPasswordRequest = z.object({
  token: z.string({ error: 'The reset link is incomplete' }).min(1, 'The reset link is incomplete').max(200),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The token from a verification link (POST /api/auth/verify-email). */
export const verifyEmailRequest = z.object({
  token: z
    .string({ error: 'The verification link is incomplete' })
    .min(1, 'The verification link is incomplete')
    .max(200, 'The verification link is incomplete'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/**
 * What verifying and asking for a new link answer: a sentence to show, and whether the address
 * is now verified (true after verifying, and when a resend found it verified already).
 */
export const emailVerificationResponse = z.object({
  message: z.string(),
  emailVerified: z.boolean(),
});
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponse>;

/** The user object kept in local storage (spec section 3). */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({
    display_name: z.string(),
    language_preference: languagePreference,
    avatar_url: z.string().nullable(),
    is_admin: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authResponse = z.object({
  session: z.object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    /** Seconds since the epoch. */
    expires_at: z.number().int(),
    /**
     * Seconds the access token lives from now. Clients time their refresh from this and their
     * own clock, never from `expires_at` against a device clock that may be minutes off.
     */
    expires_in: z.number().int().positive(),
    /** Trades for a new access token at POST /api/auth/refresh while the session lasts. */
    refresh_token: z.string(),
    user: sessionUser,
  }),
  user: sessionUser,
});
export type AuthResponse = z.infer<typeof authResponse>;

/**
 * Claims of the access token the auth service signs and the gateway verifies. `sid` names the
 * session (sessions.ts): the gateway checks on every request that it still exists and whose it
 * is, so sign-out, a role change or a removed account take effect within minutes.
 */
export const accessTokenClaims = z.object({
  sub: z.string().min(1),
  role: z.enum(['student', 'admin']),
  email: z.string(),
  sid: z.string().min(1),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;
