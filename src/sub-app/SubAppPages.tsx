import { createElement, Suspense, useMemo } from 'react';
import { useLocation, useParams, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { NotBuiltPage } from '../pages/NotBuiltPage';
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
 * The sub-app's page for the current location; a page the user's authority does not grant shows
 * the 403 page. An address with no page is a menu entry this module does not have yet (the shell
 * says so with `menuTitle`: the "not built yet" page) or an unknown address (the 404 page).
 */
export function SubAppPages({ routes, menuTitle }: { routes: PageRoute[]; menuTitle?: string }) {
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
      {
        path: '*',
        element: menuTitle ? <NotBuiltPage title={menuTitle} /> : <NotFoundPage />,
      },
    ],
    [routes, menuTitle],
  );
  const page = useRoutes(objects);
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
