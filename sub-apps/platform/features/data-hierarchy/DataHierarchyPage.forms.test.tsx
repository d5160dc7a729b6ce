/** @jest-environment jsdom */
/**
 * The Data Hierarchies page's dialogs: a new value's code is checked (the field named) and a
 * refused save keeps what was typed; a level's names are edited in both languages (the lists:
 * DataHierarchyPage.test.tsx).
 */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton } from '../../../../test/support/table-rows';
import { saveHierarchyLevel } from './api/save-hierarchy-level';
import { saveHierarchyValue } from './api/save-hierarchy-value';
import {
  openProjectValues,
  projectLevel,
  showPage,
  stubHierarchyLists,
} from './data-hierarchy.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-hierarchy-levels', () => ({
  fetchHierarchyLevels: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/data-hierarchies'),
}));
jest.mock('./api/fetch-hierarchy-values', () => ({
  fetchHierarchyValues: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/data-hierarchies/values'),
}));
jest.mock('./api/save-hierarchy-level', () => ({ saveHierarchyLevel: jest.fn() }));
jest.mock('./api/save-hierarchy-value', () => ({ saveHierarchyValue: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  stubHierarchyLists();
});

describe('Data Hierarchies page dialogs', () => {
  it('names a wrong value code; a refused save keeps what was typed', async () => {
    jest
      .mocked(saveHierarchyValue)
      .mockRejectedValueOnce(
        new RequestError('business', 'exists', { code: 'error.data_exists', noticeType: 'error' }),
      );
    await openProjectValues();
    const creates = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { hidden: true, name: /Create/ });
      expect(buttons).toHaveLength(2);
      expect((buttons[1] as HTMLButtonElement).disabled).toBe(false);
      return buttons;
    });
    await user.click(creates[1]);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New value')).toBeTruthy();
    await user.type(dialog.getByLabelText('Value'), 'p 4');
    await user.type(dialog.getByLabelText('Meaning (Chinese)'), '新苑');
    await user.type(dialog.getByLabelText('Meaning (English)'), 'New Court');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(
        'Value may hold capitals, digits, _ and - only (at most 30 characters)',
      ),
    ).toBeTruthy();
    expect(saveHierarchyValue).not.toHaveBeenCalled();
    const value = dialog.getByLabelText('Value') as HTMLInputElement;
    await user.clear(value);
    await user.type(value, 'P004');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveHierarchyValue).toHaveBeenCalledWith({
        dataHierarchyId: 1,
        value: 'P004',
        enabledFlag: 1,
        _tls: { meaning: { zh_CN: '新苑', en_US: 'New Court' } },
      }),
    );
    expect(value.value).toBe('P004');
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });

  it('edits a level’s names in both languages and how the header offers it', async () => {
    jest.mocked(saveHierarchyLevel).mockResolvedValue(projectLevel);
    showPage();
    await enabledPageButton(/Create/);
    await user.click(await actionOf('PROJECT', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit data hierarchy PROJECT')).toBeTruthy();
    expect((dialog.getByLabelText('Name (Chinese)') as HTMLInputElement).value).toBe('项目');
    const english = dialog.getByLabelText('Name (English)');
    await user.clear(english);
    await user.type(english, 'Estate');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveHierarchyLevel).toHaveBeenCalledWith({
        dataHierarchyId: 1,
        objectVersionNumber: 3,
        displayStyle: 'SELECT',
        enabledFlag: 1,
        _tls: { dataHierarchyName: { zh_CN: '项目', en_US: 'Estate' } },
      }),
    );
  });
});
