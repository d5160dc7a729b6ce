import { createElement, Suspense, useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { Authorized } from '../../permissions/Authorized';
import type { PageRoute } from './types';

/**
 * The sub-app's page for the current location; unknown paths show the 404 page with its way
 * back, a page the user's authority does not grant the 403 page.
 */
export function SubAppPages({ routes }: { routes: PageRoute[] }) {
  const objects = useMemo(
    () => [
      ...routes.map((route) => ({
        path: route.path,
        element: route.authority ? (
          <Authorized authority={route.authority} pending={<PageLoading />}>
            {createElement(route.component)}
          </Authorized>
        ) : (
          createElement(route.component)
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
    [routes],
  );
  const page = useRoutes(objects);
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
