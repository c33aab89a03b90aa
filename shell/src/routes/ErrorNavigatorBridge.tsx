import { setErrorNavigator } from '@ssc/web-core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Lets the generic API error handler (plain TS in web-core) redirect on 401 without a page reload. */
export function ErrorNavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setErrorNavigator((path) => navigate(path, { replace: true }));
  }, [navigate]);
  return null;
}
