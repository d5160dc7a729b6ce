/** @jest-environment jsdom */
import type { DataHierarchyDto } from '@polaris/core/services/platform/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../test/support/render-page';
import { HierarchyDropdown } from './HierarchyDropdown';

jest.mock('@polaris/core/services/platform/data-hierarchies', () => ({
  switchDataHierarchy: jest.fn(async (choice: { dataHierarchyValue: string }) => ({
    ...row,
    dataHierarchyValue: choice.dataHierarchyValue,
  })),
}));

beforeAll(prepareDomForAntd);

const row: DataHierarchyDto = {
  dataHierarchyId: 1,
  dataHierarchyCode: 'PROJECT',
  dataHierarchyName: 'Project',
  displayStyle: 'SELECT',
  dataHierarchyValue: 'P001',
  dataHierarchyMeaning: 'Sunrise Garden',
  valueList: [{ value: 'P001', meaning: 'Sunrise Garden' }],
};

describe('a data hierarchy in the header', () => {
  it('is named by the hierarchy and its value, which its icons do not repeat', () => {
    renderPage(<HierarchyDropdown row={row} />, { language: 'de_DE' });
    const button = screen.getByRole('button', { name: 'Project: Sunrise Garden' });
    expect(button.getAttribute('title')).toBe('Project: Sunrise Garden');
    // antd names its icons after their picture ("filter", "down"): hidden, as decoration
    expect(screen.queryByRole('img', { name: 'filter' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'down' })).toBeNull();
  });

  it('says when no value is chosen', () => {
    renderPage(
      <HierarchyDropdown row={{ ...row, dataHierarchyValue: null, dataHierarchyMeaning: null }} />,
    );
    expect(screen.getByRole('button', { name: 'Project: —' })).toBeTruthy();
  });
});

describe('choosing a value', () => {
  it('gives focus back to the drop-down, so Escape and Tab go on from there', async () => {
    const user = userEvent.setup();
    renderPage(
      <HierarchyDropdown
        row={{
          ...row,
          valueList: [...row.valueList!, { value: 'P002', meaning: 'Lakeside Court' }],
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Project: Sunrise Garden' });
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Lakeside Court' }));
    expect(document.activeElement).toBe(button);
  });
});
