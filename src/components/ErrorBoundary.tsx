/**
 * Keeps a failing page from taking the shell down: the page's area says what happened in the
 * user's words and the rest of the app (menu, other tabs) keeps working. Two kinds of failure:
 * - its code could not be loaded (offline, a chunk gone after a deploy): "could not be loaded"
 *   with Retry, retried by itself when the browser comes back online, and when a new boundary
 *   takes its place (retryable-lazy.tsx makes the retry real);
 * - it crashed while rendering: a generic text; what went wrong goes to the console, never to
 *   the page (a message that is one of our text keys, like the trigger page's, is shown).
 */
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/intl';
import { isChunkLoadError, whenBackOnline } from '../loading/code-loading';
import { Exception } from './Exception';
import { retryFailedLoads } from '../loading/retryable-lazy';

interface ErrorBoundaryState {
  error: Error | null;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the page-sized message (a small part of a bar: often nothing at all). */
  fallback?: ReactNode;
  /** A new value clears a failure and renders the page again (a tab's Refresh). */
  resetKey?: unknown;
  /**
   * Where a crashed page's way back goes, for pages shown without the shell (whose menu and tabs
   * are the way back otherwise). None by default.
   */
  backHref?: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  constructor(props: ErrorBoundaryProps) {
    super(props);
    // a new boundary (a tab refreshed or reopened) gives pages that failed to load a new try
    retryFailedLoads();
  }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[polaris] a page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(props: ErrorBoundaryProps, previous: ErrorBoundaryState): void {
    if (props.resetKey !== this.props.resetKey && this.state.error) {
      this.retry();
      return;
    }
    const loadFailed = this.state.error !== null && isChunkLoadError(this.state.error);
    const wasLoadFailed = previous.error !== null && isChunkLoadError(previous.error);
    if (loadFailed && !wasLoadFailed) this.stopWaiting = whenBackOnline(this.retry);
    if (!loadFailed && wasLoadFailed) this.stopWaitingForNetwork();
  }

  override componentWillUnmount(): void {
    this.stopWaitingForNetwork();
  }

  private stopWaiting?: () => void;

  private stopWaitingForNetwork(): void {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
  }

  retry = (): void => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (isChunkLoadError(error)) {
      return (
        <Exception
          type="500"
          title={t('hzero.common.exception.loadFailed')}
          description={t('hzero.common.exception.loadFailedHint')}
          backHref={null}
          actions={
            <Button type="primary" onClick={this.retry}>
              {t('hzero.common.button.retry')}
            </Button>
          }
        />
      );
    }
    const known = t(error.message, undefined, '');
    return (
      <Exception
        type="500"
        description={known || t('hzero.common.exception.crashed')}
        backHref={this.props.backHref ?? null}
      />
    );
  }
}
