import { Button } from '@ssc/web-core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <div className="centered-state" role="alert" data-testid="remote-unavailable">
        <h1 className="centered-state__title">This part of the app could not be loaded</h1>
        <p className="text-muted">Check your connection and try again.</p>
        <Button onClick={this.retry}>Retry</Button>
      </div>
    );
  }
}
