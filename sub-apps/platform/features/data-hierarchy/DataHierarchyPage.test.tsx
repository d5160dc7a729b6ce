/** @jest-environment jsdom */
/**
 * The Data Hierarchies page as a platform administrator sees it: each tenant's levels with how the
 * header offers them; Values opens a level's values below; disabling a value asks first (creating
 * and editing: DataHierarchyPage.forms.test.tsx).
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { fetchHierarchyValues } from './api/fetch-hierarchy-values';
import { saveHierarchyValue } from './api/save-hierarchy-value';
import {
  hierarchyValue,
  openProjectValues,
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

describe('Data Hierarchies page', () => {
  it('shows each level with its tenant and how the header offers it; Values lists its values', async () => {
    showPage();
    const row = await rowOf('PROJECT');
    expect(row.getByText('Acme Property')).toBeTruthy();
    expect(row.getByText('A selector')).toBeTruthy();
    expect(row.getByText('Enabled')).toBeTruthy();
    expect(fetchHierarchyValues).not.toHaveBeenCalled();
    await openProjectValues();
    await waitFor(() =>
      expect(jest.mocked(fetchHierarchyValues).mock.calls[0][0]).toMatchObject({
        dataHierarchyId: 1,
      }),
    );
    expect((await rowOf('Central Plaza')).getByText('Disabled')).toBeTruthy();
    expect(await actionOf('Central Plaza', 'Enable')).toBeTruthy();
  });

  it('asks before disabling a value, then saves it disabled', async () => {
    jest.mocked(saveHierarchyValue).mockResolvedValue(hierarchyValue(2, 'P002', 'Lakeside', 0));
    await openProjectValues();
    await user.click(await actionOf('Lakeside Court', 'Disable'));
    expect(await screen.findByText('Disable Lakeside Court?')).toBeTruthy();
    expect(saveHierarchyValue).not.toHaveBeenCalled();
    const confirm = screen.getAllByRole('button', { hidden: true, name: 'Disable' }).at(-1);
    await user.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(saveHierarchyValue).toHaveBeenCalledWith({
        valueId: 2,
        objectVersionNumber: 2,
        enabledFlag: 0,
      }),
    );
  });
});
