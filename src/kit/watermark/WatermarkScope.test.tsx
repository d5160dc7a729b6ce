/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { Drawer, Modal } from 'antd';
import { useRef, useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { recordCanvasText } from './canvas.fixture';
import { MARK_ATTRIBUTE } from './guarded-mark';
import { todayIn, useMarkReady, WatermarkScope } from './WatermarkScope';

let drawn: string[] = [];
beforeAll(prepareDomForAntd);
beforeEach(() => {
  drawn = recordCanvasText();
});
afterEach(() => jest.restoreAllMocks());

function Page({ panel }: { panel?: 'modal' | 'drawer' }) {
  const host = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div ref={host} data-testid="area">
      <WatermarkScope host={host}>
        <button onClick={() => setOpen(true)}>open</button>
        {panel === 'modal' && (
          <Modal open={open} title="Edit job" onCancel={() => setOpen(false)}>
            form
          </Modal>
        )}
        {panel === 'drawer' && (
          <Drawer open={open} title="Job log" onClose={() => setOpen(false)}>
            log
          </Drawer>
        )}
      </WatermarkScope>
    </div>
  );
}

/** What a page's data would show once the mark is there. */
function PageData() {
  return useMarkReady() ? <p>page data</p> : <p>waiting for the mark</p>;
}

function HeldArea() {
  const host = useRef<HTMLDivElement>(null);
  const [hold, setHold] = useState(true);
  return (
    <div ref={host} data-testid="area">
      <button onClick={() => setHold(false)}>release</button>
      <WatermarkScope host={host} hold={hold}>
        <PageData />
      </WatermarkScope>
    </div>
  );
}

const marksIn = (element: Element) => element.querySelectorAll(`[${MARK_ATTRIBUTE}]`);
const alice = { loginName: 'alice', realName: 'Alice Chen', waterMarkFlag: 1 };

describe('WatermarkScope', () => {
  it('marks the area with login name, real name and date for a user with waterMarkFlag', async () => {
    renderPage(<Page />, { user: alice });
    await waitFor(() => expect(marksIn(screen.getByTestId('area'))).toHaveLength(1));
    expect(drawn).toEqual([`alice Alice Chen ${todayIn('YYYY-MM-DD')}`]);
  });

  it.each(['modal', 'drawer'] as const)('marks a %s opened inside the area', async (panel) => {
    renderPage(<Page panel={panel} />, { user: alice });
    await waitFor(() => expect(marksIn(screen.getByTestId('area'))).toHaveLength(1));
    act(() => screen.getByRole('button', { name: 'open' }).click());
    const dialog = await screen.findByRole('dialog');
    // antd hands its panel to the scope: the modal's content box, the drawer's wrapper
    const body = panel === 'modal' ? dialog.querySelector('.ant-modal-content') : dialog;
    await waitFor(() => expect(marksIn(body as Element)).toHaveLength(1));
  });

  it('draws nothing and loads nothing for a user without the flag', async () => {
    renderPage(<Page panel="modal" />, { user: { ...alice, waterMarkFlag: 0 } });
    act(() => screen.getByRole('button', { name: 'open' }).click());
    await screen.findByRole('dialog');
    expect(document.querySelectorAll(`[${MARK_ATTRIBUTE}]`)).toHaveLength(0);
    expect(drawn).toEqual([]);
  });

  it('holds the mark back while asked to, and lets page data show only once it is there', async () => {
    renderPage(<HeldArea />, { user: alice });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn).toEqual([]);
    expect(screen.getByText('waiting for the mark')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'release' }).click());
    await screen.findByText('page data');
    expect(marksIn(screen.getByTestId('area'))).toHaveLength(1);
    expect(drawn).toHaveLength(1);
  });

  it('lets page data show at once for a user without the flag', () => {
    renderPage(<HeldArea />, { user: { ...alice, waterMarkFlag: 0 } });
    expect(screen.getByText('page data')).toBeTruthy();
  });

  it('takes the mark away when the scope unmounts', async () => {
    const { unmount } = renderPage(<Page />, { user: alice });
    await waitFor(() => expect(document.querySelectorAll(`[${MARK_ATTRIBUTE}]`)).toHaveLength(1));
    unmount();
    expect(document.querySelectorAll(`[${MARK_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

describe('todayIn', () => {
  it.each([
    ['YYYY-MM-DD', '2026-03-07'],
    ['DD/MM/YYYY', '07/03/2026'],
  ])('%s → %s', (format, want) => expect(todayIn(format, new Date(2026, 2, 7))).toBe(want));
});
