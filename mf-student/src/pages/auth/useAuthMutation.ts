import type { AuthResponse } from '@ssc/contracts';
import {
  authErrorMessage,
  isHttpError,
  queryClient,
  sessionFromAuth,
  setSession,
  toast,
  translatedErrorMessage,
  useMessages,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { isKnownValidationText, validationText } from '../../i18n/validationText';
import { homePathFor } from './homePathFor';

export interface AuthFlow<T> {
  request: (values: T) => Promise<AuthResponse>;
  successMessage: 'Signed in successfully!' | 'Account created successfully!';
  failureFallback: 'Sign in failed' | 'Sign up failed';
}

/** Sign in and sign up share everything after the request: save the session, toast, go home. */
export function useAuthMutation<T>({ request, successMessage, failureFallback }: AuthFlow<T>) {
  const navigate = useNavigate();
  const { _ } = useMessages(studentCatalog);
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      const { user } = answer;
      queryClient.clear(); // nothing cached for a previous user may leak into this session
      setSession(sessionFromAuth(answer, Date.now()));
      toast.success(
        successMessage === 'Signed in successfully!' ? _('auth.signedIn') : _('auth.accountCreated'),
      );
      navigate(homePathFor(user), { replace: true });
    },
    onError: (error) => {
      // A rule the form states (or the fallback) in the interface language; else the server's
      // code in the shell's catalog when it has one; else the server's own words.
      const message = authErrorMessage(error, failureFallback);
      const code = isHttpError(error) ? error.code : undefined;
      toast.error(
        isKnownValidationText(message)
          ? validationText(_, message)
          : (translatedErrorMessage(code) ?? message),
      );
    },
  });
}
