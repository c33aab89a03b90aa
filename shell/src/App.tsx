import { appStore, queryClient, Toaster, UiLanguageProvider } from '@ssc/web-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { GlobalErrorBoundary } from './errors/GlobalErrorBoundary';
import { LanguageSync } from './i18n/LanguageSync';
import { AppRoutes } from './routes/AppRoutes';
import { ErrorNavigatorBridge } from './routes/ErrorNavigatorBridge';
import { ThemeSync } from './theme/ThemeSync';

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <UiLanguageProvider>
          <BrowserRouter>
            <GlobalErrorBoundary>
              <ErrorNavigatorBridge />
              <ThemeSync />
              <LanguageSync />
              <AppRoutes />
            </GlobalErrorBoundary>
          </BrowserRouter>
          <Toaster />
        </UiLanguageProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
