import { appStore, queryClient, Toaster } from '@ssc/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { GlobalErrorBoundary } from './errors/GlobalErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { ErrorNavigatorBridge } from './routes/ErrorNavigatorBridge';
import { ThemeSync } from './theme/ThemeSync';

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <GlobalErrorBoundary>
            <ErrorNavigatorBridge />
            <ThemeSync />
            <AppRoutes />
          </GlobalErrorBoundary>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
