import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PAGE_TABLE } from './pageTable';
import { RequireAuth } from './RequireAuth';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {PAGE_TABLE.map(({ path, page, needsUser }) => (
          <Route
            key={path}
            path={path}
            element={
              needsUser ? (
                <RequireAuth>
                  <RemotePage id={page} />
                </RequireAuth>
              ) : (
                <RemotePage id={page} />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
