import { Spinner } from '@ssc/web-core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import type { RemoteModuleId } from '../federation/remoteRegistry';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RequireAuth } from './RequireAuth';

// Shell-owned pages are split out too: the first paint needs only the header and the landing page.
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const AuthPage = lazy(() => import('../pages/auth/AuthPage'));

const loading = <Spinner label="Loading..." />;
const local = (page: ReactNode) => <Suspense fallback={loading}>{page}</Suspense>;
const remote = (id: RemoteModuleId) => (
  <RequireAuth>
    <RemotePage id={id} />
  </RequireAuth>
);

/** Test flow pages arrive in later issues; until then the student remote shows "Coming soon". */
const COMING_SOON_PATHS = [
  '/tests',
  '/test-instructions/:testId',
  '/test-taking/:attemptId',
  '/test/:attemptId',
  '/test-results/:attemptId',
  '/test-solutions/:attemptId',
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={local(<LandingPage />)} />
        <Route path="/auth" element={local(<AuthPage />)} />
        <Route path="/dashboard" element={remote('student/DashboardPage')} />
        <Route path="/profile" element={remote('student/ProfilePage')} />
        <Route path="/settings" element={remote('student/SettingsPage')} />
        {COMING_SOON_PATHS.map((path) => (
          <Route key={path} path={path} element={remote('student/ComingSoonPage')} />
        ))}
        <Route path="/admin/*" element={remote('admin/AdminApp')} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
