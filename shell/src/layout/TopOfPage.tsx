import { useMessages } from '@ssc/web-core';
import { shellCatalog } from '../i18n/shellCatalog';
import { Header } from './Header';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** What every page but the exam screen shows above its content: the skip link and the site header. */
export function TopOfPage() {
  const { _ } = useMessages(shellCatalog);
  return (
    <>
      <a className="skip-link" href="#main">
        {_('header.skipToContent')}
      </a>
      <Header />
    </>
  );
}

/** What every page but the exam screen shows below its content: the reminder to verify the email address. */
export const FootOfPage = VerifyEmailBanner;
