/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { createUnit } from './api/create-unit';
import { fetchUnitTree } from './api/fetch-unit-tree';
import { moveUnit } from './api/move-unit';
import { setUnitEnabled } from './api/set-unit-enabled';
import { updateUnit } from './api/update-unit';
import { acmeUnits, unit } from './organization.fixture';
import OrganizationOrgPage from './OrganizationOrgPage';
import OrganizationPage from './OrganizationPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-unit-tree', () => ({ fetchUnitTree: jest.fn() }));
jest.mock('./api/create-unit', () => ({ createUnit: jest.fn() }));
jest.mock('./api/update-unit', () => ({ updateUnit: jest.fn() }));
jest.mock('./api/move-unit', () => ({ moveUnit: jest.fn() }));
jest.mock('./api/set-unit-enabled', () => ({ setUnitEnabled: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').tenantLookups([
    ['1', 'Acme Property'],
    ['2', 'Globex'],
  ]),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchUnitTree).mockResolvedValue(acmeUnits());
  jest.mocked(moveUnit).mockResolvedValue(unit(3, 'Finance'));
});

const showOwn = () =>
  renderPage(<OrganizationOrgPage />, { texts: platformTexts, path: '/hpfm/organization-org' });
const nodeOf = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-tree-treenode') as HTMLElement;
/** A unit's action once its permission is answered (pending, it shows disabled). */
const actionOf = async (title: string, name: string) => {
  const node = within(await nodeOf(title));
  return waitFor(() => {
    const button = node.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Organisation page (tenant form)', () => {
  it('shows the organisation’s units with code, type and the disabled ones marked', async () => {
    showOwn();
    const branch = within(await nodeOf('Former Branch'));
    expect(fetchUnitTree).toHaveBeenCalledWith('tenant', undefined);
    expect(branch.getByText('U5')).toBeTruthy();
    expect(branch.getByText('Company')).toBeTruthy();
    expect(branch.getByText('Disabled')).toBeTruthy();
    expect(within(await nodeOf('Finance')).getByText('Department')).toBeTruthy();
    expect(within(await nodeOf('Finance')).queryByText('Disabled')).toBeNull();
  });

  it('adds a unit under a unit; the code rule names the field', async () => {
    jest.mocked(createUnit).mockResolvedValue(unit(6, 'Legal'));
    showOwn();
    await user.click(await actionOf('Headquarters', 'Add unit'));
    const form = await dialog();
    expect((form.getByLabelText('Code') as HTMLInputElement).value).toBe('U2-');
    await user.type(form.getByLabelText('Code'), 'legal');
    await user.type(form.getByLabelText('Name'), 'Legal');
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText('Code: capitals, digits, _ and - only')).toBeTruthy();
    expect(createUnit).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'U2-LEGAL');
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createUnit).toHaveBeenCalledWith('tenant', {
        unitCode: 'U2-LEGAL',
        unitName: 'Legal',
        unitTypeCode: 'DEPARTMENT',
        parentUnitId: 2,
      }),
    );
    await waitFor(() => expect(fetchUnitTree).toHaveBeenCalledTimes(2));
  });

  it('edits a unit with its version; a refused save keeps what was typed', async () => {
    jest
      .mocked(updateUnit)
      .mockRejectedValueOnce(
        new RequestError('business', 'changed', { code: 'error.record.changed' }),
      )
      .mockResolvedValue(unit(4, 'Sales & Marketing'));
    showOwn();
    await user.click(await actionOf('Sales', 'Edit'));
    const form = await dialog();
    expect(form.getByText('Edit unit U4')).toBeTruthy();
    const name = form.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Sales & Marketing');
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(updateUnit).toHaveBeenCalledTimes(1));
    expect(updateUnit).toHaveBeenLastCalledWith('tenant', {
      unitId: 4,
      objectVersionNumber: 1,
      unitName: 'Sales & Marketing',
      unitTypeCode: 'DEPARTMENT',
      orderSeq: 20,
    });
    expect(name.value).toBe('Sales & Marketing');
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('moves a unit with Move to…, offering neither the unit itself nor a unit below it', async () => {
    showOwn();
    // under "Action", once its permission is answered (pending, it shows disabled)
    await user.click(await actionOf('Headquarters', 'Action'));
    const item = await screen.findByRole('menuitem', { name: 'Move to…' });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).not.toBe('true'));
    await user.click(item);
    const form = await dialog();
    expect(form.getByText('Move “Headquarters”')).toBeTruthy();
    await user.click(form.getByLabelText('Under'));
    const list = () => document.querySelector('.ant-select-tree-list') as HTMLElement;
    await waitFor(() => expect(within(list()).getByText('Sales (U4)')).toBeTruthy());
    expect(within(list()).getByText('The top level')).toBeTruthy();
    expect(within(list()).queryByText('Headquarters (U2)')).toBeNull();
    expect(within(list()).queryByText('Finance (U3)')).toBeNull();
    // by the keyboard: typed, then Enter (the list reads `which`, which user-event leaves out)
    await user.keyboard('Sales');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', keyCode: 13, which: 13 });
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(moveUnit).toHaveBeenCalledWith('tenant', {
        unitId: 2,
        objectVersionNumber: 1,
        parentUnitId: 4,
        orderSeq: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(fetchUnitTree).toHaveBeenCalledTimes(2));
  });

  it('moves a unit dragged onto another unit under it', async () => {
    showOwn();
    const finance = await nodeOf('Finance');
    await waitFor(() => expect(finance.getAttribute('draggable')).toBe('true'));
    const sales = await nodeOf('Sales');
    fireEvent.dragStart(finance);
    fireEvent.dragEnter(sales);
    fireEvent.dragOver(sales);
    fireEvent.drop(sales);
    await waitFor(() =>
      expect(moveUnit).toHaveBeenCalledWith('tenant', {
        unitId: 3,
        objectVersionNumber: 1,
        parentUnitId: 4,
        orderSeq: 0,
      }),
    );
  });

  it('disables an enabled unit and enables a disabled one', async () => {
    jest.mocked(setUnitEnabled).mockResolvedValue(unit(3, 'Finance'));
    showOwn();
    await user.click(await actionOf('Finance', 'Disable'));
    expect(setUnitEnabled).toHaveBeenCalledWith(
      'tenant',
      expect.objectContaining({ unitId: 3 }),
      false,
    );
    await user.click(await actionOf('Former Branch', 'Enable'));
    expect(setUnitEnabled).toHaveBeenLastCalledWith(
      'tenant',
      expect.objectContaining({ unitId: 5, objectVersionNumber: 1 }),
      true,
    );
  });
});

describe('Organisation page (site form)', () => {
  it('shows the units of the tenant chosen, and creates a top unit in it', async () => {
    jest.mocked(createUnit).mockResolvedValue(unit(7, 'Globex Labs'));
    renderPage(<OrganizationPage />, { texts: platformTexts, path: '/hpfm/organization' });
    expect(await screen.findByText('Choose a tenant to manage its units')).toBeTruthy();
    expect(fetchUnitTree).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Tenant'));
    await user.click(await screen.findByTitle('Globex'));
    await screen.findByText('Acme Group');
    expect(fetchUnitTree).toHaveBeenCalledWith('site', 2);
    const create = screen.getByRole('button', { name: /Create/ }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    await user.click(create);
    const form = await dialog();
    await user.type(form.getByLabelText('Code'), 'GLX-LABS');
    await user.type(form.getByLabelText('Name'), 'Globex Labs');
    await user.click(await form.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createUnit).toHaveBeenCalledWith('site', {
        tenantId: 2,
        unitCode: 'GLX-LABS',
        unitName: 'Globex Labs',
        unitTypeCode: 'COMPANY',
        parentUnitId: null,
      }),
    );
  });

  it('shows the tenant its address names at once, as after a reload', async () => {
    renderPage(<OrganizationPage />, {
      texts: platformTexts,
      path: '/hpfm/organization?tenantId=2',
    });
    await screen.findByText('Acme Group');
    expect(fetchUnitTree).toHaveBeenCalledWith('site', 2);
    expect(screen.queryByText('Choose a tenant to manage its units')).toBeNull();
    expect(screen.getByTitle('Globex')).toBeTruthy(); // the tenant field shows the choice
  });
});
