import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ComponentErrorCard, LoadingErrorCard } from './error-cards.tsx';
import { isChunkLoadError } from './is-chunk-load-error.ts';

type BoundaryState = { error: unknown };

/** Wraps one screen: a chunk that failed to download gets 'Loading Error', anything else 'Component Error'. */
export class ScreenErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return isChunkLoadError(this.state.error) ? (
      <LoadingErrorCard />
    ) : (
      <ComponentErrorCard component={this.props.name} />
    );
  }
}

/**
 * Errors thrown while rendering the shell or a route outside a screen's own boundary: the page gives way to an error
 * card, and the next navigation tries again.
 */
class RouteErrorBoundaryInner extends Component<
  { resetKey: string; children: ReactNode },
  BoundaryState & { key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState & { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[page]', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return isChunkLoadError(this.state.error) ? (
      <LoadingErrorCard />
    ) : (
      <ComponentErrorCard component="page" title="Error loading page" />
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundaryInner resetKey={pathname}>{children}</RouteErrorBoundaryInner>;
}

/** Top-level boundary outside every provider: plain markup only (spec section 8). */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('Fatal application error', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div
        role="alert"
        style={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, sans-serif',
          color: '#ede6da',
          background: '#14120f',
          padding: 24,
        }}
      >
        <div style={{ maxWidth: 440, textAlign: 'center' }}>
          <p style={{ letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: 13, opacity: 0.75 }}>
            Application Error
          </p>
          <h1 style={{ fontFamily: 'Georgia, serif', fontWeight: 500 }}>Something went wrong</h1>
          <p>An unexpected error occurred</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              marginTop: 12,
              padding: '10px 20px',
              borderRadius: 8,
              border: 'none',
              background: '#d4ae5e',
              color: '#1a1508',
              fontSize: 16,
              cursor: 'pointer',
            }}
          >
            Refresh the page
          </button>
        </div>
      </div>
    );
  }
}
