import type { AuthResponse, SignInRequest, SignUpRequest } from '@ssc/contracts';
import { api } from './api';

export const authApi = {
  signIn: (body: SignInRequest) => api.post<AuthResponse>('/api/auth/signin', body),
  signUp: (body: SignUpRequest) => api.post<AuthResponse>('/api/auth/signup', body),
};
