/**
 * Routes that need no session (spec section 2: exception pages and /public/*, marked
 * authorized). Shared by the container and by a sub-app running alone.
 */
import { Suspense, type ReactNode } from 'react';
import { retryableLazy } from '../loading/retryable-lazy';
import type { RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { PUBLIC_PATHS } from '../routing/public-paths';

const ExceptionPage = retryableLazy(() => import('./ExceptionPage'));
const TriggerErrorPage = retryableLazy(() => import('./TriggerErrorPage'));
const SessionRenewedPage = retryableLazy(() => import('./SessionRenewedPage'));
const PublicMessagePage = retryableLazy(() =>
  import('./PublicMessagePage').then((m) => ({ default: m.PublicMessagePage })),
);

/** Outside the shell a failing page offers the way home, as the exception pages do. */
function suspended(node: ReactNode) {
  return (
    <ErrorBoundary backHref="/">
      <Suspense fallback={<PageLoading fullScreen />}>{node}</Suspense>
    </ErrorBoundary>
  );
}

export const publicRoutes: RouteObject[] = [
  { path: '/exception/trigger', element: suspended(<TriggerErrorPage />) },
  { path: '/exception/:code', element: suspended(<ExceptionPage />) },
  { path: '/public/error-message', element: suspended(<PublicMessagePage kind="error-message" />) },
  { path: '/public/self-error', element: suspended(<PublicMessagePage kind="self-error" />) },
  { path: '/public/unauthorized', element: suspended(<PublicMessagePage kind="unauthorized" />) },
  { path: '/public/kickoff', element: suspended(<PublicMessagePage kind="kickoff" />) },
  { path: PUBLIC_PATHS.sessionRenewed, element: suspended(<SessionRenewedPage />) },
  // an unknown public address is a 404, never an empty page
  { path: '/public/*', element: suspended(<ExceptionPage />) },
];
