import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import type { RemoteModuleId } from '../federation/remoteRegistry';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RequireAuth } from './RequireAuth';

/** Every page but / and /auth needs a user (spec section 2). */
const remote = (id: RemoteModuleId) => (
  <RequireAuth>
    <RemotePage id={id} />
  </RequireAuth>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* Public, from the student remote; each page shows its own signed-in variant or redirect. */}
        <Route index element={<RemotePage id="student/LandingPage" />} />
        <Route path="/auth" element={<RemotePage id="student/AuthPage" />} />
        <Route path="/dashboard" element={remote('student/DashboardPage')} />
        <Route path="/profile" element={remote('student/ProfilePage')} />
        <Route path="/settings" element={remote('student/SettingsPage')} />
        <Route path="/tests" element={remote('student/TestsPage')} />
        <Route path="/test-instructions/:testId" element={remote('student/TestInstructionsPage')} />
        {/* /test/{attemptId} is the same screen, used to reattempt (spec section 2). */}
        <Route path="/test-taking/:attemptId" element={remote('student/TestTakingPage')} />
        <Route path="/test/:attemptId" element={remote('student/TestTakingPage')} />
        <Route path="/test-results/:attemptId" element={remote('student/TestResultsPage')} />
        <Route path="/test-solutions/:attemptId" element={remote('student/TestSolutionsPage')} />
        {/* Not behind RequireAuth: signed-out visitors get the admin remote's "Access Denied" (spec /admin). */}
        <Route path="/admin/*" element={<RemotePage id="admin/AdminApp" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
