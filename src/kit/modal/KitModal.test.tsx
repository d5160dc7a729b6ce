/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { RequestError } from '../../request/request-error';
import { KitModal, type KitModalProps } from './KitModal';

beforeAll(() => {
  prepareDomForAntd();
  // jsdom has no PointerEvent; a MouseEvent under that name carries clientX/Y and button
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, writable: true });
  }
});

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

type Handlers = Pick<KitModalProps, 'onOk' | 'onCancel'>;

function Page(handlers: Handlers) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output>{open ? 'open' : 'closed'}</output>
      <button onClick={() => setOpen(true)}>reopen</button>
      <KitModal open={open} title="Edit value set" onClose={() => setOpen(false)} {...handlers}>
        <input aria-label="Code" />
      </KitModal>
    </>
  );
}

const state = () => screen.getByRole('status').textContent;
const okButton = () => screen.getByRole('button', { name: /OK/ });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
const closeIcon = () => screen.getByRole('button', { name: 'Close' });
// user-event gives Escape no keyCode, which rc-dialog reads; pressed in the dialog's field
const pressEscape = () =>
  fireEvent.keyDown(screen.getByLabelText('Code'), { key: 'Escape', keyCode: 27 });

describe('KitModal', () => {
  it('shows loading while OK runs and closes when it succeeds', async () => {
    const save = deferred<void>();
    renderPage(<Page onOk={() => save.promise} />);
    await userEvent.click(okButton());
    expect(okButton().className).toContain('ant-btn-loading');
    expect(state()).toBe('open');
    await act(async () => save.resolve());
    expect(state()).toBe('closed');
  });

  it.each([
    ['resolves false', () => Promise.resolve(false)],
    [
      'fails (the request layer told the user)',
      () => Promise.reject(new RequestError('http', '500')),
    ],
  ])('stays open, with what was entered, when OK %s', async (_case, onOk) => {
    renderPage(<Page onOk={onOk} />);
    await userEvent.type(screen.getByLabelText('Code'), 'GENDER');
    await userEvent.click(okButton());
    await waitFor(() => expect(okButton().className).not.toContain('ant-btn-loading'));
    expect(state()).toBe('open');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', 'GENDER');
  });

  it('does not cancel while OK runs: Cancel, the close icon and Esc do nothing', async () => {
    const save = deferred<void>();
    const onCancel = jest.fn();
    renderPage(<Page onOk={() => save.promise} onCancel={onCancel} />);
    await userEvent.click(okButton());
    expect(cancelButton()).toHaveProperty('disabled', true);
    expect(closeIcon()).toHaveProperty('disabled', true);
    fireEvent.click(cancelButton());
    pressEscape();
    expect(onCancel).not.toHaveBeenCalled();
    expect(state()).toBe('open');
    await act(async () => save.resolve());
    expect(state()).toBe('closed');
  });

  it('a Cancel handler returning false keeps it open; otherwise Cancel closes', async () => {
    const keep = jest.fn(() => false);
    const { unmount } = renderPage(<Page onCancel={keep} />);
    await userEvent.click(cancelButton());
    await userEvent.click(closeIcon());
    pressEscape();
    expect(keep).toHaveBeenCalledTimes(3);
    expect(state()).toBe('open');
    unmount();

    renderPage(<Page onCancel={() => undefined} />);
    await userEvent.click(closeIcon());
    expect(state()).toBe('closed');
  });

  it('moves by dragging the title, within the viewport, and is centred again when reopened', async () => {
    renderPage(<Page />);
    const title = screen.getByText('Edit value set');
    const frame = title.closest('.polaris-modal-drag-handle')?.closest('[style*="translate"]');
    if (!(frame instanceof HTMLElement)) throw new Error('no movable frame');
    // jsdom does no layout: the modal is a 400 × 300 box centred in the 1024 × 768 window
    jest.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(312, 234, 400, 300));
    expect(frame.style.transform).toBe('translate(0px, 0px)');

    fireEvent.pointerDown(title, { button: 0, clientX: 500, clientY: 250 });
    fireEvent.pointerMove(window, { clientX: 560, clientY: 220 });
    expect(frame.style.transform).toBe('translate(60px, -30px)');
    fireEvent.pointerMove(window, { clientX: 100, clientY: -900 }); // far past the top left
    expect(frame.style.transform).toBe('translate(-312px, -234px)');
    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: 900, clientY: 900 }); // released: no more moving
    expect(frame.style.transform).toBe('translate(-312px, -234px)');

    await userEvent.click(cancelButton());
    await userEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(frame.style.transform).toBe('translate(0px, 0px)');
  });

  it('ignores presses other than the primary button', () => {
    renderPage(<Page />);
    const title = screen.getByText('Edit value set');
    fireEvent.pointerDown(title, { button: 2, clientX: 500, clientY: 250 });
    fireEvent.pointerMove(window, { clientX: 560, clientY: 220 });
    const frame = title.closest('[style*="translate"]') as HTMLElement;
    expect(frame.style.transform).toBe('translate(0px, 0px)');
  });
});
