import {
  appendErrorLog,
  Button,
  browserStorage,
  ERROR_BOUNDARY_LOG_KEY,
  ERROR_BOUNDARY_LOG_LIMIT,
  useMessages,
} from '@ssc/web-core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellCatalog } from '../i18n/shellCatalog';

interface State {
  error: Error | null;
}

/** Spec section 2/8: the last-resort screen for a render crash; keeps the last 10 crashes locally. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
    appendErrorLog(
      browserStorage(),
      ERROR_BOUNDARY_LOG_KEY,
      {
        message: error.message,
        stack: [error.stack, info.componentStack].filter(Boolean).join('\n'),
        url: window.location.pathname,
        timestamp: new Date().toISOString(),
      },
      ERROR_BOUNDARY_LOG_LIMIT,
    );
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashScreen onTryAgain={() => this.setState({ error: null })} />;
  }
}

function CrashScreen({ onTryAgain }: { onTryAgain: () => void }) {
  const { _ } = useMessages(shellCatalog);
  return (
    <main className="centered-state" role="alert">
      <h1 className="centered-state__title">{_('crash.title')}</h1>
      <p className="text-muted">{_('crash.body')}</p>
      <div className="row">
        <Button onClick={onTryAgain}>{_('crash.tryAgain')}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {_('crash.reload')}
        </Button>
      </div>
    </main>
  );
}
