/**
 * Which row actions show as links and which go into the "Action" dropdown (spec section 9: at
 * most 3 links). Actions the server hides for the role are dropped first, so they never take a
 * link's place; pending and denied ones stay, disabled.
 */
import type { ReactNode } from 'react';
import type { PermissionList } from '../../permissions/normalize';
import type { PermissionState } from '../../permissions/usePermission';
import { MAX_VISIBLE_ACTIONS } from '../constants';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  /** Codes guarding the action; none means allowed. Any approved code allows it. */
  permissionList?: PermissionList;
  disabled?: boolean;
  /** Why it is disabled for this row (a text as it is), shown as its title and described. */
  reason?: string;
  danger?: boolean;
}

export interface PlacedAction {
  action: RowAction;
  /** Why the role cannot use it (yet): the check is out, or the server denied it. */
  blocked?: 'pending' | 'denied';
  disabled: boolean;
}

export interface ArrangedActions {
  links: PlacedAction[];
  more: PlacedAction[];
}

const ALLOWED: PermissionState = { status: 'allowed' };

function place(action: RowAction, state: PermissionState): PlacedAction | undefined {
  if (state.status === 'denied' && state.controllerType === 'hidden') return undefined;
  const blocked =
    state.status === 'pending' ? 'pending' : state.status === 'denied' ? 'denied' : undefined;
  return { action, blocked, disabled: Boolean(action.disabled) || blocked !== undefined };
}

/** `states[i]` is the permission state of `actions[i]` (allowed when missing). */
export function arrangeActions(
  actions: readonly RowAction[],
  states: readonly PermissionState[],
  max: number = MAX_VISIBLE_ACTIONS,
): ArrangedActions {
  const placed = actions
    .map((action, index) => place(action, states[index] ?? ALLOWED))
    .filter((one): one is PlacedAction => one !== undefined);
  const shown = Math.max(0, max);
  return { links: placed.slice(0, shown), more: placed.slice(shown) };
}
