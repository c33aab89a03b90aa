import { currentUserAtom, isAdminAtom, useMessages } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { AccessDenied } from './AccessDenied';
import './admin.css';
import { AdminStats } from './AdminStats';
import { AdminTabs } from './AdminTabs';
import { adminCatalog } from './i18n/adminCatalog';

/** The admin console (exposed as admin/AdminApp). The role check here is UX only; the API enforces it. */
export default function AdminApp() {
  const user = useAtomValue(currentUserAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const { _ } = useMessages(adminCatalog);

  if (!user) return <AccessDenied signedIn={false} />;
  if (!isAdmin) return <AccessDenied signedIn />;

  return (
    <div className="container page admin">
      <header className="page__header">
        <h1 className="page__title">{_('admin.title')}</h1>
        <p className="page__subtitle">{_('admin.subtitle')}</p>
      </header>
      <AdminStats />
      <AdminTabs />
    </div>
  );
}
