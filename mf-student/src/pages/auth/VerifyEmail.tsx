import type { Profile } from '@ssc/contracts';
import { VERIFY_LINK_INVALID_CODE } from '@ssc/contracts/constants';
import {
  authApi,
  Button,
  currentUserAtom,
  errorMessageFor,
  isHttpError,
  queryClient,
  queryKeys,
  useMessages,
  useProfileQuery,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import { homePathFor } from './homePathFor';

/** The profile everyone reads (the shell's reminder banner too) learns at once that the address is verified. */
function markVerified() {
  queryClient.setQueryData<Profile>(queryKeys.profile, (old) => old && { ...old, emailVerified: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
}

/**
 * The page a verification link opens (`/auth/verify?token=…`): it confirms the address as soon as
 * it opens and says so, or says the link is no good and offers a new one (signed in: at once;
 * signed out: after signing in, where the reminder banner offers it). Works signed in or out.
 */
export function VerifyEmail() {
  const { _ } = useMessages(studentCatalog);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useAtomValue(currentUserAtom);
  const { data: profile } = useProfileQuery();
  const verify = useMutation({ mutationFn: authApi.verifyEmail, onSuccess: markVerified });
  const resend = useMutation({ mutationFn: authApi.resendVerification });
  // One try per token: a used link answers 400, so a second request would undo the good news.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    verify.mutate({ token });
  }, [token, verify]);

  const onward = user ? (
    <Link to={homePathFor(user)} className="auth__link">
      {_('verify.page.continue')}
    </Link>
  ) : (
    <Link to="/auth" className="auth__link">
      {_('verify.page.signIn')}
    </Link>
  );

  if (verify.isSuccess || (verify.isError && profile?.emailVerified)) {
    return (
      <div className="form">
        <p role="status" className="auth__notice">
          {verify.isSuccess ? _('verify.page.verified') : _('verify.page.alreadyVerified')}
        </p>
        {onward}
      </div>
    );
  }

  const linkInvalid =
    !token || (verify.isError && isHttpError(verify.error) && verify.error.code === VERIFY_LINK_INVALID_CODE);
  if (linkInvalid || verify.isError) {
    return (
      <div className="form">
        <p role="alert" className="auth__notice auth__notice--problem">
          {linkInvalid ? _('verify.page.invalid') : errorMessageFor(verify.error)}
        </p>
        {user ? (
          <>
            <Button
              type="button"
              variant="outline"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              {_('verify.page.resend')}
            </Button>
            <p role="status" className="auth__notice">
              {resend.isSuccess
                ? resend.data.emailVerified
                  ? _('verify.page.alreadyVerified')
                  : _('verify.page.sent')
                : resend.isError
                  ? errorMessageFor(resend.error)
                  : ''}
            </p>
          </>
        ) : (
          <>
            <p className="auth__notice">{_('verify.page.signInToResend')}</p>
            {onward}
          </>
        )}
      </div>
    );
  }

  return (
    <p role="status" className="auth__notice">
      {_('verify.page.checking')}
    </p>
  );
}
