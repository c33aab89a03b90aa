import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { appStore, queryClient, Toaster } from '@ssc/web-core';
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
        <I18nProvider i18n={i18n}>
          <BrowserRouter>
            <GlobalErrorBoundary>
              <ErrorNavigatorBridge />
              <ThemeSync />
              <LanguageSync />
              <AppRoutes />
            </GlobalErrorBoundary>
          </BrowserRouter>
          <Toaster />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
