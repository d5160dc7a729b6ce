/**
 * The Enable / Disable pair of a row with an enabled flag, as row actions of a resource: one of
 * the two is offered, by the row's state; Disable asks first when `confirm` says what it stops.
 * Labels are the kit's ("Enable", "Disable").
 *
 *     actions: [{ key: 'edit', … }, ...enableActions({ permission: EDIT, save: (row, flag) => … })]
 */
import type { Translate } from '../texts';
import type { ConfirmSpec, RowActionSpec, SelectOption } from './types';

export interface EnableActionsSpec<R> {
  /** The code both actions need (usually the page's edit code). */
  permission: string;
  /** Saves the row with the flag (1 enabled, 0 disabled). */
  save: (row: R, enabledFlag: 0 | 1) => Promise<unknown>;
  confirm?: ConfirmSpec<R>;
}

/** Whether a row counts as enabled: 1, '1' or true. */
export const isEnabled = (row: { enabledFlag?: unknown }) =>
  row.enabledFlag === 1 || row.enabledFlag === '1' || row.enabledFlag === true;

export function enableActions<R extends { enabledFlag?: unknown }>(
  spec: EnableActionsSpec<R>,
): RowActionSpec<R>[] {
  return [
    {
      key: 'enable',
      label: 'hzero.common.kit.action.enable',
      permission: spec.permission,
      when: (row) => !isEnabled(row),
      run: (row) => spec.save(row, 1),
    },
    {
      key: 'disable',
      label: 'hzero.common.kit.action.disable',
      permission: spec.permission,
      danger: true,
      when: isEnabled,
      confirm: spec.confirm,
      run: (row) => spec.save(row, 0),
    },
  ];
}

/** A search field's choices of an enabled flag: Enabled (1) and Disabled (0), in the kit's words. */
export const enabledOptions = (t: Translate): SelectOption[] => [
  { value: 1, label: t('hzero.common.kit.status.enabled') },
  { value: 0, label: t('hzero.common.kit.status.disabled') },
];
