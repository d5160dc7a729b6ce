/**
 * The session areas of the route table (spec section 2) that show a page alone, without the
 * shell's menu, header and tabs. Each needs a session (the start-up flow runs for them); their
 * pages are lazy-loaded so they cost the first load nothing.
 *
 * - `/pub/*`: public-but-authorised pages (`/pub` itself goes to its first page);
 * - `/pubApprove/*`: approval details behind `ApprovalAuthorized`;
 * - `/private/*`: pages reached with `access_token` / `refresh_token` in the query (read by the
 *   start-up flow, kept in memory only, removed from the address).
 */
import { type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import type { RouteObject } from 'react-router-dom';
import { PRIVATE_PREFIX, PUB_APPROVE_PREFIX, PUB_PREFIX } from '@polaris/core/routing/area-paths';
import { NestedRoutes } from './NestedRoutes';
import { ApprovalAuthorized } from './pages/ApprovalAuthorized';
import { flattenRoutes, type RouteConfig } from './route-config';

const PubUserInfoPage = retryableLazy(() =>
  import('./pages/UserInfoPage').then((module) => ({ default: module.PubUserInfoPage })),
);
const PrivateUserInfoPage = retryableLazy(() =>
  import('./pages/UserInfoPage').then((module) => ({ default: module.PrivateUserInfoPage })),
);
const ApprovalHistoryPage = retryableLazy(() => import('../approval-history/ApprovalHistoryPage'));

/** The areas as route configuration (flattened: each area has children and no component). */
export const sessionAreaConfig: RouteConfig<ComponentType>[] = [
  {
    path: PUB_PREFIX,
    authorized: true,
    children: [{ path: 'user-info', component: PubUserInfoPage, exact: true }],
  },
  {
    path: PUB_APPROVE_PREFIX,
    authorized: true,
    children: [{ path: ':processInstanceId', component: ApprovalHistoryPage, exact: true }],
  },
  {
    path: PRIVATE_PREFIX,
    authorized: true,
    children: [{ path: 'user-info', component: PrivateUserInfoPage, exact: true }],
  },
];

export const sessionAreaRouteData = flattenRoutes(sessionAreaConfig);

function AreaFrame({ area, children }: { area: string; children: ReactNode }) {
  return (
    <main className="polaris-area" data-area={area}>
      {children}
    </main>
  );
}

function area(prefix: string, name: string, wrap: (node: ReactNode) => ReactNode = (node) => node) {
  return {
    path: `${prefix}/*`,
    element: (
      <AreaFrame area={name}>
        {wrap(<NestedRoutes routes={sessionAreaRouteData} base={prefix} />)}
      </AreaFrame>
    ),
  };
}

/** Routes for the container's router, next to the public routes and before the shell's `*`. */
export const sessionAreaRoutes: RouteObject[] = [
  area(PUB_PREFIX, 'pub'),
  area(PUB_APPROVE_PREFIX, 'pubApprove', (node) => <ApprovalAuthorized>{node}</ApprovalAuthorized>),
  area(PRIVATE_PREFIX, 'private'),
];
