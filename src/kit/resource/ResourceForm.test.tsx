/** @jest-environment jsdom */
/** The kit's create/edit dialog: a refused save keeps it, bad input is named, unsaved input asked about. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../test/support/render-page';
import { list, pageOf, save, show, things } from './resource.fixture';

jest.mock('../../services/iam/permissions', () =>
  jest.requireActual('../../../test/support/page-services').approvingPermissions(),
);
jest.mock('../../services/platform/ui-table', () =>
  jest.requireActual('../../../test/support/page-services').noTablePersonalisation(),
);

const user = userEvent.setup({ pointerEventsCheck: 0 });
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  list.mockImplementation(async () => pageOf(things(10), 60));
});

const editFirst = async () => {
  const row = within((await screen.findByText('Thing 1')).closest('tr') as HTMLElement);
  await user.click(await row.findByRole('button', { name: 'Edit' }));
  return within(await screen.findByRole('dialog'));
};

describe('a resource form', () => {
  it('keeps the dialog and what was typed when a save is refused, and asks before it is thrown away', async () => {
    save.mockRejectedValueOnce(new Error('refused')).mockResolvedValue({});
    show();
    const dialog = await editFirst();
    const name = dialog.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Renamed' }, things(1)[0]));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Renamed');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findAllByText('Discard your changes?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Renamed');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });

  it('says what is wrong with the input in the user’s language, and sends nothing', async () => {
    show();
    const dialog = await editFirst();
    await user.clear(dialog.getByLabelText('Name'));
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
