import type {
  AuthResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
} from '@ssc/contracts';
import { api } from './api';

export const authApi = {
  signIn: (body: SignInRequest) => api.post<AuthResponse>('/api/auth/signin', body),
  signUp: (body: SignUpRequest) => api.post<AuthResponse>('/api/auth/signup', body),
  /** Always the same 202 answer: it never says whether the account exists. */
  forgotPassword: (body: ForgotPasswordRequest) =>
    api.post<ForgotPasswordResponse>('/api/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) => api.post<void>('/api/auth/reset-password', body),
};
