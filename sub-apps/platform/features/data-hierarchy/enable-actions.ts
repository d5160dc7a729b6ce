/**
 * Enable and Disable of a row with an `enabledFlag` (a level or a value): Enable at once,
 * Disable after asking (what it does to the header), both guarded by the page's edit code.
 */
import type { RowActionSpec } from '@polaris/core/kit/resource/types';

export const HIERARCHY_EDIT = 'hpfm.data-hierarchy.button.edit';

export function enableActions<R extends { enabledFlag: 0 | 1 }>(
  setEnabled: (row: R, enabledFlag: 0 | 1) => Promise<unknown>,
  confirmOf: (row: R) => Record<string, string>,
): RowActionSpec<R>[] {
  return [
    {
      key: 'enable',
      label: 'hpfm.dataHierarchy.action.enable',
      permission: HIERARCHY_EDIT,
      when: (row) => row.enabledFlag !== 1,
      run: (row) => setEnabled(row, 1),
    },
    {
      key: 'disable',
      label: 'hpfm.dataHierarchy.action.disable',
      permission: HIERARCHY_EDIT,
      danger: true,
      when: (row) => row.enabledFlag === 1,
      confirm: {
        title: 'hpfm.dataHierarchy.disable.title',
        content: 'hpfm.dataHierarchy.disable.content',
        values: confirmOf,
        okText: 'hpfm.dataHierarchy.action.disable',
      },
      run: (row) => setEnabled(row, 0),
    },
  ];
}
