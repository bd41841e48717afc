import { Component, type ErrorInfo, type ReactNode } from 'react';

import { RemoteErrorNotice } from '@/routes/remote-error-notice';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a dead remote from blanking the page: the layout stays and the visitor can try again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] remote failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteErrorNotice onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
