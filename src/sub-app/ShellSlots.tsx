/**
 * Shell mode: one page per slot the shell handed over, rendered into that slot with a portal.
 * Each page has its own memory router at the tab's address; a page that opens another path
 * asks the shell for a tab instead.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { setAntdLocale } from '../i18n/antd-locale';
import { mergeTexts, setLanguage } from '../i18n/intl';
import { WatermarkScope } from '../kit/watermark/WatermarkScope';
import { permissionCheckerOf } from '../permissions/current-checker';
import { useRuntime } from '../runtime/RuntimeProvider';
import type { ShellBridge } from '../micro/protocol';
import { LeaveGuardProvider, type LeaveGuard } from '../kit/leave-guard';
import { PageNavigationProvider } from './navigation';
import { SubAppPages } from './SubAppPages';
import type { PageRoute } from './types';

/** Binds a page's leave guard and drafts to its tab (stable across bridge updates). */
function SlotLeaveGuard(props: {
  tabKey: string;
  active: boolean;
  bridge: ShellBridge;
  children: ReactNode;
}) {
  const { tabKey, active } = props;
  const { registerBeforeRemove, keepDraft, hasDraft, takeDraft } = props.bridge;
  const guard = useMemo<LeaveGuard>(
    () => ({
      register: (confirm) => registerBeforeRemove(tabKey, confirm),
      keepDraft: keepDraft && ((describe) => keepDraft(tabKey, describe)),
      hasDraft: hasDraft && (() => hasDraft(tabKey)),
      takeDraft: takeDraft && (() => takeDraft(tabKey)),
    }),
    [tabKey, registerBeforeRemove, keepDraft, hasDraft, takeDraft],
  );
  // the guard stays the same while its tab is shown and hidden: only the offer of a draft waits
  return (
    <LeaveGuardProvider guard={guard} shown={active}>
      {props.children}
    </LeaveGuardProvider>
  );
}

export function ShellSlots({ bridge, routes }: { bridge: ShellBridge; routes: PageRoute[] }) {
  useEffect(() => {
    mergeTexts(bridge.language, bridge.texts);
    setLanguage(bridge.language);
  }, [bridge.language, bridge.texts]);
  useEffect(() => setAntdLocale(bridge.antdLocale), [bridge.antdLocale]);
  const checker = permissionCheckerOf(useRuntime());
  useEffect(() => checker.grant(bridge.grantedCodes ?? []), [checker, bridge.grantedCodes]);

  return (
    <>
      {bridge.slots.map((slot) =>
        createPortal(
          <MemoryRouter
            key={`${slot.path}${slot.search}#${slot.refreshKey}`}
            initialEntries={[`${slot.path}${slot.search}`]}
          >
            <PageNavigationProvider open={bridge.navigate}>
              <SlotLeaveGuard tabKey={slot.key} active={slot.active} bridge={bridge}>
                {/* the shell marks the page area; the page's own dialogs are marked here */}
                <WatermarkScope>
                  <SubAppPages routes={routes} menuTitle={slot.menuTitle} />
                </WatermarkScope>
              </SlotLeaveGuard>
            </PageNavigationProvider>
          </MemoryRouter>,
          slot.element,
          slot.key,
        ),
      )}
    </>
  );
}
