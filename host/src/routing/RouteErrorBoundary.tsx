import { Component, lazy, type ErrorInfo, type ReactNode } from 'react';
import { HostAntdFrame } from '../app/HostAntd';

const GenericError = lazy(async () => ({
  default: (await import('../pages/errors/GenericError')).GenericError,
}));

interface State {
  error: Error | null;
}

/** Keeps one broken screen from taking down the shell; reset by changing `resetKey`. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? (
      // In the host's antd: the broken page may have been a remote's, in its own frame.
      <HostAntdFrame>
        <GenericError />
      </HostAntdFrame>
    ) : (
      this.props.children
    );
  }
}
