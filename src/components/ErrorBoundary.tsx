/**
 * Keeps a crashing page from taking the shell down: the page's area shows the 500 page with
 * what went wrong, and the rest of the app (menu, other tabs) keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/intl';
import { Exception } from './Exception';

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[polaris] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Messages may be prompt keys (e.g. the trigger page's); show their text when one exists.
    return <Exception type="500" description={t(error.message)} backHref={null} />;
  }
}
