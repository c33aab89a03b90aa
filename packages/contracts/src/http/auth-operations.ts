import {
  authResponse,
  emailVerificationResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
  verifyEmailRequest,
} from '../auth';
import { dataExport, profile, updateProfileRequest, uploadProfileImageResponse } from '../profile';
import { refreshRequest, signOutRequest } from '../sessions';
import { settings, updateSettingsRequest } from '../settings';
import { imageUploadBody, mediaFileParams, mediaResponses } from './forms';
import { jsonBody, type ServiceOperations } from './operation';

const session = jsonBody('AuthResponse', authResponse);

export const authOperations: ServiceOperations = {
  service: 'auth',
  operations: [
    {
      operationId: 'signUp',
      method: 'post',
      path: '/api/auth/signup',
      summary: 'Create a student account and open a session',
      body: jsonBody('SignUpRequest', signUpRequest),
      responses: { 201: { description: 'The new session and user', body: session } },
      errors: { 409: 'An account with this email already exists' },
    },
    {
      operationId: 'signIn',
      method: 'post',
      path: '/api/auth/signin',
      summary: 'Open a session',
      body: jsonBody('SignInRequest', signInRequest),
      responses: { 200: { description: 'The new session and user', body: session } },
      errors: { 401: 'Invalid email or password' },
    },
    {
      operationId: 'refreshSession',
      method: 'post',
      path: '/api/auth/refresh',
      summary: 'A new access token for a live session',
      body: jsonBody('RefreshRequest', refreshRequest),
      responses: { 200: { description: 'The session with a new access token', body: session } },
      errors: { 401: 'The session has ended (code SESSION_ENDED)' },
    },
    {
      operationId: 'signOut',
      method: 'post',
      path: '/api/auth/signout',
      summary: 'End the session of a refresh token (if any)',
      body: { ...jsonBody('SignOutRequest', signOutRequest), optional: true },
      responses: { 204: { description: 'Signed out (also when the token matched no session)' } },
    },
    {
      operationId: 'forgotPassword',
      method: 'post',
      path: '/api/auth/forgot-password',
      summary: 'Mail a single-use password-reset link (valid 30 minutes) to an account',
      body: jsonBody('ForgotPasswordRequest', forgotPasswordRequest),
      responses: {
        202: {
          description: 'Accepted; the same answer whether or not an account has this email',
          body: jsonBody('ForgotPasswordResponse', forgotPasswordResponse),
        },
      },
    },
    {
      operationId: 'resetPassword',
      method: 'post',
      path: '/api/auth/reset-password',
      summary: "Set a new password with a reset link's token; ends every session of the account",
      body: jsonBody('ResetPasswordRequest', resetPasswordRequest),
      responses: { 204: { description: 'Password changed; sign in with it' } },
      errors: {
        400: 'The link has expired, was used already or was never issued (code RESET_LINK_INVALID), or the password breaks the rules',
      },
    },
    {
      operationId: 'verifyEmail',
      method: 'post',
      path: '/api/auth/verify-email',
      summary: "Confirm an account's email address with a verification link's token (valid 24 hours, once)",
      body: jsonBody('VerifyEmailRequest', verifyEmailRequest),
      responses: {
        200: {
          description: 'The address is verified',
          body: jsonBody('EmailVerificationResponse', emailVerificationResponse),
        },
      },
      errors: {
        400: 'The link has expired, was used already or was never issued (code VERIFY_LINK_INVALID)',
      },
    },
    {
      operationId: 'resendVerification',
      method: 'post',
      path: '/api/auth/resend-verification',
      summary: 'Mail the caller a new email-verification link (none when the address is verified already)',
      responses: {
        200: {
          description: 'The address is verified already; no mail was sent',
          body: jsonBody('EmailVerificationResponse', emailVerificationResponse),
        },
        202: {
          description: 'A new link is on its way',
          body: jsonBody('EmailVerificationResponse', emailVerificationResponse),
        },
      },
    },
    {
      operationId: 'getProfile',
      method: 'get',
      path: '/api/profile',
      summary: "The caller's profile",
      responses: { 200: { description: 'The profile', body: jsonBody('Profile', profile) } },
    },
    {
      operationId: 'updateProfile',
      method: 'put',
      path: '/api/profile',
      summary: "Change the caller's profile (every field optional; an empty phone clears it)",
      body: jsonBody('UpdateProfileRequest', updateProfileRequest),
      responses: { 200: { description: 'The updated profile', body: jsonBody('Profile', profile) } },
    },
    {
      operationId: 'getSettings',
      method: 'get',
      path: '/api/profile/settings',
      summary: "The caller's settings (defaults where never changed)",
      responses: { 200: { description: 'The settings', body: jsonBody('Settings', settings) } },
    },
    {
      operationId: 'updateSettings',
      method: 'put',
      path: '/api/profile/settings',
      summary: 'Change some settings',
      body: jsonBody('UpdateSettingsRequest', updateSettingsRequest),
      responses: { 200: { description: 'All settings', body: jsonBody('Settings', settings) } },
    },
    {
      operationId: 'exportMyData',
      method: 'get',
      path: '/api/profile/export',
      summary: 'Everything the accounts service holds about the caller',
      responses: {
        200: {
          description: 'The export, as an attachment',
          body: jsonBody('DataExport', dataExport),
          headers: { 'Content-Disposition': 'attachment; filename="ssc-mock-my-data.json"' },
        },
      },
    },
    {
      operationId: 'uploadProfileImage',
      method: 'post',
      path: '/api/upload/profile-image',
      summary: 'Set the profile photo (re-encoded as a 256 px WebP)',
      body: imageUploadBody,
      responses: {
        200: {
          description: 'The photo URL and the updated profile',
          body: jsonBody('UploadProfileImageResponse', uploadProfileImageResponse),
        },
      },
    },
    {
      operationId: 'getAvatar',
      method: 'get',
      path: '/media/avatars/{file}',
      summary: 'A profile photo',
      params: mediaFileParams,
      responses: mediaResponses,
      errors: { 404: 'No such picture' },
    },
  ],
};
