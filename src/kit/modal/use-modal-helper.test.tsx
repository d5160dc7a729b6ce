/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { useModalHelper, type ModalDialogOptions, type ModalHandle } from './use-modal-helper';

beforeAll(prepareDomForAntd);

function Page({ options, handles }: { options: ModalDialogOptions; handles: ModalHandle[] }) {
  const [modals, holder] = useModalHelper();
  return (
    <>
      {holder}
      <button onClick={() => handles.push(modals.open(options))}>delete</button>
    </>
  );
}

// Stands for the contexts a page sits in (the watermark scope, ConfigProvider)
const Scope = createContext('outside the page');
const ScopeName = () => <>{useContext(Scope)}</>;

const okButton = () => screen.getByRole('button', { name: /OK/ });
const dialog = () => screen.queryByRole('dialog');

describe('useModalHelper', () => {
  it('opens a dialog in the page, loading while OK runs, resolving true when OK closed it', async () => {
    let finish: () => void = () => undefined;
    const onOk = () => new Promise<void>((resolve) => (finish = resolve));
    const handles: ModalHandle[] = [];
    const content = (
      <p>
        Sure? (<ScopeName />)
      </p>
    );
    renderPage(
      <Scope.Provider value="in the page's scope">
        <Page options={{ title: 'Delete value set', content, onOk }} handles={handles} />
      </Scope.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(screen.getByRole('dialog').textContent).toContain("Sure? (in the page's scope)");
    await userEvent.click(okButton());
    expect(okButton().className).toContain('ant-btn-loading');
    await act(async () => finish());
    await expect(handles[0].result).resolves.toBe(true);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('stays open when OK says false; Cancel resolves false', async () => {
    const handles: ModalHandle[] = [];
    renderPage(
      <Page
        options={{ title: 'Confirm', content: 'Sure?', onOk: () => false }}
        handles={handles}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await userEvent.click(okButton());
    expect(screen.getByText('Sure?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(handles[0].result).resolves.toBe(false);
  });

  it('can be updated and closed from code', async () => {
    const handles: ModalHandle[] = [];
    renderPage(<Page options={{ title: 'Import', content: 'Working' }} handles={handles} />);
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    act(() => handles[0].update({ content: 'Done' }));
    expect(screen.getByText('Done')).toBeTruthy();
    act(() => handles[0].close());
    await expect(handles[0].result).resolves.toBe(false);
  });
});
