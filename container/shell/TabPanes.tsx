/**
 * One panel per open tab. Inactive panels stay mounted but hidden, so each page keeps its state
 * while the user works elsewhere.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { Exception } from '@polaris/core/components/Exception';
import { findModuleForPath } from '@polaris/core/micro/manifest';
import type { Tab } from '@polaris/core/tabs/tabs';
import { lazy, Suspense } from 'react';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { MicroPage } from '../micro/MicroPage';
import Workplace from '../pages/Workplace';
import { pageKindOf } from './resolve-tab';
import { useShell } from './shell-context';
import { panelId, tabId } from './tab-ids';

const LinkPage = lazy(() => import('../pages/LinkPage'));

function TabPage({ tab, active, refreshKey }: { tab: Tab; active: boolean; refreshKey: number }) {
  const { modules } = useShell();
  const list = modules.list();
  switch (pageKindOf(tab.path, list)) {
    case 'workplace':
      return <Workplace key={refreshKey} />;
    case 'link':
      return <LinkPage key={refreshKey} tab={tab} />;
    case 'module':
      return (
        <MicroPage
          module={findModuleForPath(list, tab.path)!}
          tab={tab}
          active={active}
          refreshKey={refreshKey}
        />
      );
    default:
      return <Exception type="404" />;
  }
}

export interface TabPanesProps {
  tabs: Tab[];
  activeKey: string;
  refreshKeys: Record<string, number>;
}

export function TabPanes({ tabs, activeKey, refreshKeys }: TabPanesProps) {
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
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <TabPage
                tab={tab}
                active={tab.key === activeKey}
                refreshKey={refreshKeys[tab.key] ?? 0}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ))}
    </>
  );
}
