/**
 * A tab pane showing a sub-app page: an empty element the module renders into, with the
 * loading and failure states around it.
 */
import { Exception } from '@polaris/core/components/Exception';
import { whenBackOnline } from '@polaris/core/loading/code-loading';
import { PageLoading } from '@polaris/core/components/PageLoading';
import type { ModuleConfig } from './manifest';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useMicro } from './micro-context';
import type { SlotStatus } from './micro-host';

/** The tab a module's page shows in (container/tabs): its key, and the address it shows. */
export interface PageTab {
  key: string;
  path: string;
  search?: string;
}

export interface MicroPageProps {
  module: ModuleConfig;
  tab: PageTab;
  active: boolean;
  refreshKey: number;
  /** False when the page is beyond the keep-alive cap: it is unmounted until shown again. */
  kept: boolean;
  /** The menu entry's title when the tab's address is one (PageSlot.menuTitle). */
  menuTitle?: string;
}

export function MicroPage({ module, tab, active, refreshKey, kept, menuTitle }: MicroPageProps) {
  const { microHost } = useMicro();
  const { t } = useIntl();
  const slotRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SlotStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const slot = (element: HTMLElement) => ({
    key: tab.key,
    path: tab.path,
    search: tab.search ?? '',
    element,
    active,
    refreshKey,
    menuTitle,
  });

  // The manifests may be read again (a failed chunk, a failed load): the module's description is
  // then a new object, which must not remount a module that runs (the update check decides).
  const latestModule = useRef(module);
  latestModule.current = module;
  useEffect(() => {
    const element = slotRef.current;
    if (!element || !kept) return undefined;
    setStatus('loading');
    return microHost.attach(latestModule.current, slot(element), (next) => setStatus(next));
    // attach once per module/tab/attempt/keep; later changes go through updateSlot below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [microHost, module.name, tab.key, attempt, kept]);

  // A module that failed (offline) is tried again as soon as the browser is back online, and
  // when the user refreshes its tab.
  useEffect(() => {
    if (status !== 'failed') return undefined;
    return whenBackOnline(() => setAttempt((n) => n + 1));
  }, [status]);
  const failed = status === 'failed';
  const refreshed = useRef(refreshKey);
  useEffect(() => {
    if (refreshed.current === refreshKey) return;
    refreshed.current = refreshKey;
    if (failed) setAttempt((n) => n + 1);
  }, [refreshKey, failed]);

  useEffect(() => {
    if (slotRef.current) microHost.updateSlot(module.name, slot(slotRef.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, tab.path, tab.search, refreshKey, menuTitle]);

  return (
    <>
      {status === 'loading' && <PageLoading />}
      {status === 'failed' && (
        <Exception
          type="500"
          description={t('hzero.common.microApp.loadFailed')}
          backHref={null}
          actions={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('hzero.common.button.retry')}
            </Button>
          }
        />
      )}
      <div ref={slotRef} data-module-slot={module.name} hidden={status !== 'mounted'} />
    </>
  );
}
