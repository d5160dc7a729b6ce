/**
 * The shell's own exception pages, over the core's `/exception/:code`: in the signed-in shell
 * the 501 page shows the error the request layer stored (the error model). Its code loads when
 * it is shown.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

const NotImplementedPage = retryableLazy(() => import('./NotImplementedPage'));

export const exceptionRoutes: RouteObject[] = [
  {
    path: '/exception/501',
    element: (
      <ErrorBoundary backHref="/">
        <Suspense fallback={<PageLoading fullScreen />}>
          <NotImplementedPage />
        </Suspense>
      </ErrorBoundary>
    ),
  },
];
