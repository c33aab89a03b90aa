import type { AuthResponse } from '@ssc/contracts';
import { authErrorMessage, queryClient, sessionFromAuth, setSession, toast } from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from './homePathFor';

export interface AuthFlow<T> {
  request: (values: T) => Promise<AuthResponse>;
  successMessage: 'Signed in successfully!' | 'Account created successfully!';
  failureFallback: 'Sign in failed' | 'Sign up failed';
}

/** Sign in and sign up share everything after the request: save the session, toast, go home. */
export function useAuthMutation<T>({ request, successMessage, failureFallback }: AuthFlow<T>) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      const { user } = answer;
      queryClient.clear(); // nothing cached for a previous user may leak into this session
      setSession(sessionFromAuth(answer, Date.now()));
      toast.success(successMessage);
      navigate(homePathFor(user), { replace: true });
    },
    onError: (error) => toast.error(authErrorMessage(error, failureFallback)),
  });
}
