import type {
  AuthResponse,
  EmailVerificationResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  VerifyEmailRequest,
} from '@ssc/contracts';
import { api } from './api';

export const authApi = {
  signIn: (body: SignInRequest) => api.post<AuthResponse>('/api/auth/signin', body),
  signUp: (body: SignUpRequest) => api.post<AuthResponse>('/api/auth/signup', body),
  /** Always the same 202 answer: it never says whether the account exists. */
  forgotPassword: (body: ForgotPasswordRequest) =>
    api.post<ForgotPasswordResponse>('/api/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) => api.post<void>('/api/auth/reset-password', body),
  /** Confirms the address with a verification link's token (400 VERIFY_LINK_INVALID when it cannot). */
  verifyEmail: (body: VerifyEmailRequest) =>
    api.post<EmailVerificationResponse>('/api/auth/verify-email', body),
  /** Signed in: a new verification link, or the word that the address is verified already. */
  resendVerification: () => api.post<EmailVerificationResponse>('/api/auth/resend-verification'),
};
