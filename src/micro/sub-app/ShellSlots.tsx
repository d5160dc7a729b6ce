/**
 * Shell mode: one page per slot the shell handed over, rendered into that slot with a portal.
 * Each page has its own memory router at the tab's address; a page that opens another path
 * asks the shell for a tab instead.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter } from 'react-router-dom';
import { mergeTexts, setLanguage } from '../../i18n/intl';
import type { ShellBridge } from '../protocol';
import { PageNavigationProvider } from './navigation';
import { SubAppPages } from './SubAppPages';
import type { PageRoute } from './types';

export function ShellSlots({ bridge, routes }: { bridge: ShellBridge; routes: PageRoute[] }) {
  useEffect(() => {
    mergeTexts(bridge.language, bridge.texts);
    setLanguage(bridge.language);
  }, [bridge.language, bridge.texts]);

  return (
    <>
      {bridge.slots.map((slot) =>
        createPortal(
          <MemoryRouter
            key={`${slot.search}#${slot.refreshKey}`}
            initialEntries={[`${slot.path}${slot.search}`]}
          >
            <PageNavigationProvider open={bridge.navigate}>
              <SubAppPages routes={routes} />
            </PageNavigationProvider>
          </MemoryRouter>,
          slot.element,
          slot.key,
        ),
      )}
    </>
  );
}
