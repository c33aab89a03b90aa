import type { Profile } from '@ssc/contracts';
import {
  authApi,
  Button,
  currentUserAtom,
  errorMessageFor,
  handleApiError,
  isHttpError,
  queryClient,
  queryKeys,
  useMessages,
  useProfileQuery,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog';

/** Dismissed for this browser session only: a new session asks again until the address is verified. */
const DISMISSED_KEY = 'ssc.verify-banner.dismissed';

const dismissedFor = (userId: string): boolean => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
};

/**
 * A gentle word to a signed-in student whose address is not verified yet: check the inbox, or
 * have the link sent again. Nothing waits on it. It is fixed to the viewport's bottom, with room
 * left below the page's end, so its arrival with the profile moves nothing (siteHeader.css). It
 * lives in the site header's chunk, which the exam screen never loads, so it never shows there. The /auth pages (the link's own
 * page among them) say what they have to say themselves.
 */
export function VerifyEmailBanner() {
  const user = useAtomValue(currentUserAtom);
  const { pathname } = useLocation();
  const { data: profile } = useProfileQuery();
  const { _ } = useMessages(shellCatalog);
  const [dismissed, setDismissed] = useState(() => (user ? dismissedFor(user.id) : false));
  const [note, setNote] = useState<string | undefined>();
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (answer) => {
      if (answer.emailVerified) {
        // Verified meanwhile (another tab, another device): the profile says so and the banner goes.
        queryClient.setQueryData<Profile>(queryKeys.profile, (old) => old && { ...old, emailVerified: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
        return;
      }
      setNote(_('verify.banner.sent'));
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) handleApiError(error);
      else setNote(errorMessageFor(error));
    },
  });

  if (!user || user.user_metadata.is_admin || !profile || profile.emailVerified) return null;
  if (dismissed || pathname.startsWith('/auth')) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, user.id);
    } catch {
      // Storage refused (private mode): hidden until the next load, which is all we can do.
    }
    setDismissed(true);
  };

  return (
    <aside className="verify-banner" aria-label={_('verify.banner.label')}>
      <div className="verify-banner__inner">
        <p className="verify-banner__text">{_('verify.banner.text', { email: profile.email })}</p>
        <p className="verify-banner__note" role="status">
          {note ?? ''}
        </p>
        <div className="verify-banner__actions">
          <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
            {_('verify.banner.resend')}
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {_('verify.banner.dismiss')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
