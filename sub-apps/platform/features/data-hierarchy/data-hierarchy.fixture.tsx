/** Rows and setup of the Data Hierarchies page tests: ACME's Project level and its values. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { renderPage } from '../../../../test/support/render-page';
import { actionOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchHierarchyLevels } from './api/fetch-hierarchy-levels';
import { fetchHierarchyValues } from './api/fetch-hierarchy-values';
import DataHierarchyPage from './DataHierarchyPage';
import type {
  HierarchyLevelDto,
  HierarchyValueDto,
} from '@polaris/core/services/platform/org-config-types';

export const projectLevel: HierarchyLevelDto = {
  dataHierarchyId: 1,
  tenantId: 1,
  tenantName: 'Acme Property',
  dataHierarchyCode: 'PROJECT',
  dataHierarchyName: 'Project',
  displayStyle: 'SELECT',
  enabledFlag: 1,
  objectVersionNumber: 3,
  _tls: { dataHierarchyName: { zh_CN: '项目', en_US: 'Project' } },
};

export const hierarchyValue = (
  valueId: number,
  value: string,
  meaning: string,
  enabledFlag: 0 | 1 = 1,
): HierarchyValueDto => ({
  valueId,
  dataHierarchyId: 1,
  value,
  meaning,
  enabledFlag,
  objectVersionNumber: 2,
  _tls: { meaning: { zh_CN: `${meaning}（中）`, en_US: meaning } },
});

/**
 * The mocked lists a page test starts with (its file mocks both list endpoints): the Project
 * level, and its values Sunrise Garden, Lakeside Court and (disabled) Central Plaza.
 */
export function stubHierarchyLists(): void {
  jest.mocked(fetchHierarchyLevels).mockResolvedValue(pageOf([projectLevel]));
  jest
    .mocked(fetchHierarchyValues)
    .mockResolvedValue(
      pageOf([
        hierarchyValue(1, 'P001', 'Sunrise Garden'),
        hierarchyValue(2, 'P002', 'Lakeside Court'),
        hierarchyValue(3, 'P003', 'Central Plaza', 0),
      ]),
    );
}

export const showPage = () =>
  renderPage(<DataHierarchyPage />, { texts: platformTexts, path: '/hpfm/data-hierarchy' });

/** Shows the page and opens the Project level's values below the list. */
export async function openProjectValues(): Promise<void> {
  showPage();
  await userEvent.setup({ pointerEventsCheck: 0 }).click(await actionOf('PROJECT', 'Values'));
  expect(await screen.findByText('Values of Project')).toBeTruthy();
}
