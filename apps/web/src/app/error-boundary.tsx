import { Component, type ErrorInfo, type ReactNode } from 'react';
import '../ui/button.css';
import './error-boundary.css';

export function ErrorScreen({
  onRefresh = () => window.location.reload(),
}: {
  onRefresh?: () => void;
}) {
  return (
    <main className="error-screen">
      <div className="error-screen__panel">
        <h1 className="error-screen__title">Oops! Something went wrong</h1>
        <p className="error-screen__text">
          We apologize for the inconvenience. Please try refreshing the page or contact support if
          the problem persists.
        </p>
        <div className="error-screen__actions">
          <button type="button" className="button button--primary" onClick={onRefresh}>
            Refresh Page
          </button>
          {/* A full page load, not a router link: it must work even if the router is what broke. */}
          <a href="/contact" className="button button--secondary">
            Contact Support
          </a>
        </div>
      </div>
    </main>
  );
}

interface Props {
  children: ReactNode;
}

/** The top-level boundary: any render error anywhere shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[rewright] Unexpected error while rendering.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
