/**
 * One panel per open tab. Inactive panels stay mounted but hidden, so each page keeps its state
 * while the user works elsewhere; sub-app pages beyond a cap are unmounted least recently used
 * first (keep-alive.ts) so memory stays bounded however many tabs are open. A module's page or an
 * inner link shows data the user's watermark must lie over: it mounts once the mark is there.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { NotBuiltPage } from '@polaris/core/pages/NotBuiltPage';
import { NotFoundPage } from '@polaris/core/pages/NotFoundPage';
import { resolveModuleRoute } from '../micro/module-routes';
import type { Tab } from './tabs';
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { useMarkReady, useMarkRetry } from '@polaris/core/kit/watermark/WatermarkScope';
import { MarkUnavailable } from '@polaris/core/kit/watermark/MarkUnavailable';
import { MicroPage } from '../micro/MicroPage';
import Workplace from '../workplace/Workplace';
import { DEFAULT_MAX_INACTIVE_MICRO_PAGES, pagesToKeep, touch } from './keep-alive';
import { menuEntryTitle } from './menu-entry';
import { pageKindOf } from './resolve-tab';
import { useMicro } from '../micro/micro-context';
import { useMenuState } from '../menu/menu-state';
import { panelId, tabId } from './tab-ids';

const LinkPage = retryableLazy(() => import('../link/LinkPage'));
// only while a module is being built (a development gateway): out of the shell's first load
const ModuleBuilding = retryableLazy(() => import('../micro/ModuleBuilding'));
// only for module routes that declare an authority: out of the shell's first load
const Authorized = retryableLazy(() =>
  import('@polaris/core/components/Authorized').then((loaded) => ({ default: loaded.Authorized })),
);

interface TabPageProps {
  tab: Tab;
  active: boolean;
  refreshKey: number;
  kept: boolean;
}

function TabPage({ tab, active, refreshKey, kept }: TabPageProps) {
  const { modules } = useMicro();
  const leaves = useMenuState((state) => state.menuLeafNode);
  // set when the address is a menu entry itself: never a 404, whoever has no page for it
  const menuTitle = menuEntryTitle(leaves, tab.path);
  const markReady = useMarkReady();
  const retryMark = useMarkRetry();
  const list = modules.list();
  const kind = pageKindOf(tab.path, list);
  if (!markReady && (kind === 'link' || kind === 'module'))
    return retryMark ? <MarkUnavailable retry={retryMark} /> : <PageLoading />;
  switch (kind) {
    case 'workplace':
      return <Workplace key={refreshKey} />;
    case 'link':
      return <LinkPage key={refreshKey} tab={tab} />;
    case 'module': {
      const owner = resolveModuleRoute(list, tab.path)!;
      const micro = (module: typeof owner.module) => (
        <MicroPage
          module={module}
          tab={tab}
          active={active}
          refreshKey={refreshKey}
          kept={kept}
          menuTitle={menuTitle}
        />
      );
      const page = owner.module.status ? (
        <ModuleBuilding module={owner.module} render={micro} />
      ) : (
        micro(owner.module)
      );
      // a declared route's authority: the 403 page, and none of the module's code, without it
      const authority = owner.route?.authority ?? [];
      return authority.length ? <Authorized authority={authority}>{page}</Authorized> : page;
    }
    default:
      // no deployed module answers: a menu entry is not built here yet; other addresses: 404
      return menuTitle ? <NotBuiltPage title={menuTitle} /> : <NotFoundPage />;
  }
}

export interface TabPanesProps {
  tabs: Tab[];
  activeKey: string;
  refreshKeys: Record<string, number>;
  /** How many inactive sub-app pages stay mounted (default DEFAULT_MAX_INACTIVE_MICRO_PAGES). */
  maxInactiveMicroPages?: number;
}

export function TabPanes(props: TabPanesProps) {
  const { tabs, activeKey, refreshKeys } = props;
  const cap = props.maxInactiveMicroPages ?? DEFAULT_MAX_INACTIVE_MICRO_PAGES;
  const { modules } = useMicro();
  const [order, setOrder] = useState<string[]>([]);
  useEffect(() => setOrder((current) => touch(current, activeKey)), [activeKey]);
  const list = modules.list();
  const modulePageKeys = tabs
    .filter((tab) => pageKindOf(tab.path, list) === 'module')
    .map((tab) => tab.key);
  const kept = pagesToKeep(modulePageKeys, order, activeKey, cap);
  return (
    <>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== activeKey}
          className="polaris-tabpanel"
        >
          {/* a tab's Refresh also gives a failed page a new try */}
          <ErrorBoundary resetKey={refreshKeys[tab.key] ?? 0}>
            <Suspense fallback={<PageLoading />}>
              <TabPage
                tab={tab}
                active={tab.key === activeKey}
                refreshKey={refreshKeys[tab.key] ?? 0}
                kept={kept.has(tab.key)}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ))}
    </>
  );
}
