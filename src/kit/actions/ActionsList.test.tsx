/** @jest-environment jsdom */
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { createFakeChecker } from '../../permissions/permission-checker.fixture';
import { kitTexts } from '../texts';
import { ActionsList, type RowAction } from './ActionsList';

jest.mock('@polaris/core/services/iam/permissions', () => ({ checkPermissions: jest.fn() }));
const check = checkPermissions as jest.Mock;

beforeAll(prepareDomForAntd);
beforeEach(() => check.mockReset());

const clicks: string[] = [];
const action = (key: string, extra: Partial<RowAction> = {}): RowAction => ({
  key,
  label: key,
  onClick: () => clicks.push(key),
  ...extra,
});
const link = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const linkNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ActionsList', () => {
  it('shows three links and the rest under "Action"', async () => {
    clicks.length = 0;
    renderPage(
      <div data-testid="row">
        <ActionsList actions={['Edit', 'Copy', 'Enable', 'Delete', 'Log'].map((k) => action(k))} />
      </div>,
      { texts: kitTexts },
    );
    expect(linkNames(screen.getByTestId('row'))).toEqual(['Edit', 'Copy', 'Enable', 'Action']);
    await userEvent.click(link('Edit') as HTMLButtonElement);
    await userEvent.click(link('Action') as HTMLButtonElement);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete', 'Log']);
    await userEvent.click(within(menu).getByText('Log'));
    expect(clicks).toEqual(['Edit', 'Log']);
    expect(check).not.toHaveBeenCalled(); // nothing guarded, nothing asked
  });

  it('shows no dropdown for three or fewer, and keeps disabled and danger actions', () => {
    renderPage(
      <div data-testid="row">
        <ActionsList
          actions={[action('Edit', { disabled: true }), action('Delete', { danger: true })]}
        />
      </div>,
      { texts: kitTexts, language: 'zh_CN' },
    );
    expect(linkNames(screen.getByTestId('row'))).toEqual(['Edit', 'Delete']);
    expect(link('Edit')?.disabled).toBe(true);
    expect(link('Delete')?.className).toContain('dangerous');
  });

  it('says why an action is disabled for the row, when it gives its own reason', () => {
    renderPage(
      <ActionsList
        actions={[
          action('Recall', { disabled: true, reason: 'The process has ended' }),
          action('Edit'),
        ]}
      />,
      { texts: kitTexts },
    );
    const recall = link('Recall') as HTMLButtonElement;
    expect(recall.disabled).toBe(true);
    expect(recall.title).toBe('The process has ended');
    const reason = document.getElementById(recall.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('The process has ended');
    expect(link('Edit')?.getAttribute('aria-describedby')).toBeNull();
  });

  it('labels the dropdown in the user language', () => {
    renderPage(<ActionsList actions={['a', 'b', 'c', 'd'].map((k) => action(k))} />, {
      texts: kitTexts,
      language: 'zh_CN',
    });
    expect(link('操作')).toBeTruthy();
  });

  it('drops hidden actions before counting, disables denied ones with the reason', async () => {
    const fake = createFakeChecker({
      approved: ['a.view', 'a.edit', 'a.copy'],
      hidden: ['a.delete'],
    });
    const actions = [
      action('View', { permissionList: ['/a/view'] }),
      action('Delete', { permissionList: ['a.delete'] }),
      action('Export', { permissionList: [{ code: 'a.export' }] }),
      action('Edit', { permissionList: ['a.edit'] }),
      action('Copy', { permissionList: ['a.copy'] }),
    ];
    renderPage(
      <div data-testid="row">
        <ActionsList actions={actions} checker={fake.checker} />
      </div>,
      { texts: kitTexts },
    );
    // while the check is out, every guarded action is disabled in its place
    expect(linkNames(screen.getByTestId('row'))).toEqual(['View', 'Delete', 'Export', 'Action']);
    expect(link('View')?.disabled).toBe(true);
    expect(link('View')?.getAttribute('aria-busy')).toBe('true');

    await act(() => fake.runBatch());
    expect(fake.requests).toEqual([['a.view', 'a.delete', 'a.export', 'a.edit', 'a.copy']]);
    expect(linkNames(screen.getByTestId('row'))).toEqual(['View', 'Export', 'Edit', 'Action']);
    expect(link('View')?.disabled).toBe(false);
    const exportLink = link('Export') as HTMLButtonElement;
    expect(exportLink.disabled).toBe(true);
    const reason = document.getElementById(exportLink.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Your role may not use this operation');
    expect(exportLink.title).toBe('Your role may not use this operation');
  });

  it("asks the gateway once for all the page's rows", async () => {
    check.mockImplementation(async (codes: string[]) =>
      codes.map((code) => ({ code, approve: code !== 'row.delete', controllerType: 'hidden' })),
    );
    const row = () => [
      action('Edit', { permissionList: ['row.edit'] }),
      action('Delete', { permissionList: ['row.delete'] }),
    ];
    renderPage(
      <>
        <div data-testid="row-1">
          <ActionsList actions={row()} />
        </div>
        <div data-testid="row-2">
          <ActionsList actions={[...row(), action('Audit', { permissionList: ['row.audit'] })]} />
        </div>
      </>,
      { texts: kitTexts },
    );
    await waitFor(() => expect(link('Audit')?.disabled).toBe(false), { timeout: 3000 });
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith(['row.edit', 'row.delete', 'row.audit']);
    expect(linkNames(screen.getByTestId('row-1'))).toEqual(['Edit']);
    expect(linkNames(screen.getByTestId('row-2'))).toEqual(['Edit', 'Audit']);
  });
});
