/**
 * The nested-route renderer (spec section 2): shows the child routes of a path and sends the
 * path itself to its first child route. Render it in a parent route ending in `/*`, e.g.
 * `<Route path="/pub/*" element={<NestedRoutes routes={data} base="/pub" />} />`.
 */
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { Exception } from '@polaris/core/components/Exception';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { nestedRoutesOf, normalizePath, type RouteData } from './route-config';

export type PageRouteData = RouteData<ComponentType>;

/** A child path relative to its parent ('/pub/user-info' under '/pub' → 'user-info'). */
export function relativeRoutePath(path: string, base: string): string {
  const parent = normalizePath(base);
  const child = normalizePath(path);
  if (parent === '/') return child.slice(1);
  return child.startsWith(`${parent}/`) ? child.slice(parent.length + 1) : child;
}

function RoutePage({ route }: { route: PageRouteData }) {
  const Page = route.component;
  // Vue pages need a Vue runtime the shell does not carry: they are not found here.
  if (!Page || route.type !== 'react') return <Exception type="404" />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading fullScreen />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface NestedRoutesProps {
  routes: PageRouteData[];
  /** The path whose children are shown. */
  base: string;
  /** Shown for an address under `base` that no child answers (default: the 404 page). */
  notFound?: ReactNode;
}

export function NestedRoutes({ routes, base, notFound }: NestedRoutesProps) {
  const { children, redirectTo } = useMemo(() => nestedRoutesOf(routes, base), [routes, base]);
  return (
    <Routes>
      {redirectTo && <Route index element={<Navigate to={redirectTo} replace />} />}
      {children.map((child) => {
        const path = relativeRoutePath(child.path, base);
        const below = !child.exact || child.children.length > 0;
        return (
          <Route
            key={child.key}
            path={below ? `${path}/*` : path}
            element={<RoutePage route={child} />}
          />
        );
      })}
      <Route path="*" element={notFound ?? <Exception type="404" />} />
    </Routes>
  );
}
