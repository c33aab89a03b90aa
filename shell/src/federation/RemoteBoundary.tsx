import { Button, useMessages } from '@ssc/web-core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellCatalog } from '../i18n/shellCatalog';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that cannot be fetched or that crashes while rendering; the rest of the app keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote section failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable onRetry={this.retry} />;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { _ } = useMessages(shellCatalog);
  return (
    <div className="centered-state" role="alert" data-testid="remote-unavailable">
      <h1 className="centered-state__title">{_('remote.title')}</h1>
      <p className="text-muted">{_('remote.body')}</p>
      <Button onClick={onRetry}>{_('remote.retry')}</Button>
    </div>
  );
}
