import { currentUserAtom, isAdminAtom } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { AccessDenied } from './AccessDenied';
import './admin.css';
import { AdminStats } from './AdminStats';
import { AdminTabs } from './AdminTabs';

/** The admin console (exposed as admin/AdminApp). The role check here is UX only; the API enforces it. */
export default function AdminApp() {
  const user = useAtomValue(currentUserAtom);
  const isAdmin = useAtomValue(isAdminAtom);

  if (!user) return <AccessDenied signedIn={false} message="Please login to access admin panel" />;
  if (!isAdmin) {
    return <AccessDenied signedIn message="You need administrator privileges to access this page." />;
  }

  return (
    <div className="container page admin">
      <header className="page__header">
        <h1 className="page__title">Admin Panel</h1>
        <p className="page__subtitle">Manage tests, questions and the question bank.</p>
      </header>
      <AdminStats />
      <AdminTabs />
    </div>
  );
}
