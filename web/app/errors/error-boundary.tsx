import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/**
 * Without it a render error, or a page whose code fails to download, leaves a blank page: the
 * message says what happened and offers a reload instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  // React itself logs the error (createRoot's onCaughtError): nothing more to do here.

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorScreen error={this.state.error} />;
  }
}
