import { createElement, Suspense, useMemo } from 'react';
import { useLocation, useParams, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Authorized } from '../components/Authorized';
import type { VueComponent, VueProps } from '../micro/vue-page';
import { VuePage } from './VuePage';
import type { PageRoute } from './types';

/** A Vue route's page: the address's :params as props, and `query`, its search parameters. */
function VueRoutePage({ component }: { component: VueComponent }) {
  const paramsKey = JSON.stringify(useParams());
  const { search } = useLocation();
  const props = useMemo<VueProps>(
    () => ({
      ...(JSON.parse(paramsKey) as Record<string, string>),
      query: Object.fromEntries(new URLSearchParams(search)),
    }),
    [paramsKey, search],
  );
  return <VuePage component={component} props={props} />;
}

function pageOf(route: PageRoute) {
  return route.type === 'vue' ? (
    <VueRoutePage component={route.component} />
  ) : (
    createElement(route.component)
  );
}

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
            {pageOf(route)}
          </Authorized>
        ) : (
          pageOf(route)
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
