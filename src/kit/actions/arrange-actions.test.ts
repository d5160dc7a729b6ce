import type { PermissionState } from '../../permissions/usePermission';
import { arrangeActions, type RowAction } from './arrange-actions';

const action = (key: string, extra: Partial<RowAction> = {}): RowAction => ({
  key,
  label: key,
  onClick: () => undefined,
  ...extra,
});
const allowed: PermissionState = { status: 'allowed' };
const pending: PermissionState = { status: 'pending' };
const hidden: PermissionState = { status: 'denied', controllerType: 'hidden' };
const denied: PermissionState = { status: 'denied', controllerType: 'disabled' };

const keys = (list: { action: RowAction }[]) => list.map((placed) => placed.action.key).join(',');

describe('arrangeActions', () => {
  it.each([
    ['none', [], [], '', ''],
    ['three fit as links', ['a', 'b', 'c'], [], 'a,b,c', ''],
    ['the fourth goes into the dropdown', ['a', 'b', 'c', 'd'], [], 'a,b,c', 'd'],
    ['hidden ones leave before counting', ['a', 'b', 'c', 'd'], [hidden, allowed], 'b,c,d', ''],
    ['all hidden', ['a', 'b'], [hidden, hidden], '', ''],
    [
      'pending and denied ones keep their place',
      ['a', 'b', 'c', 'd'],
      [pending, denied],
      'a,b,c',
      'd',
    ],
    [
      'a hidden one in the dropdown',
      ['a', 'b', 'c', 'd', 'e'],
      [allowed, allowed, allowed, hidden],
      'a,b,c',
      'e',
    ],
  ])('%s', (_label, names, states, links, more) => {
    const arranged = arrangeActions(
      names.map((name) => action(name)),
      states,
    );
    expect([keys(arranged.links), keys(arranged.more)]).toEqual([links, more]);
  });

  it.each([
    [1, 'a', 'b,c'],
    [0, '', 'a,b,c'],
    [-1, '', 'a,b,c'],
  ])('honours max %p', (max, links, more) => {
    const arranged = arrangeActions([action('a'), action('b'), action('c')], [], max);
    expect([keys(arranged.links), keys(arranged.more)]).toEqual([links, more]);
  });

  it.each([
    ['allowed', allowed, {}, undefined, false],
    ['allowed but disabled by the page', allowed, { disabled: true }, undefined, true],
    ['pending', pending, {}, 'pending', true],
    ['denied', denied, {}, 'denied', true],
  ] as const)('an action %s', (_label, state, extra, blocked, disabled) => {
    const [placed] = arrangeActions([action('a', extra)], [state]).links;
    expect({ blocked: placed.blocked, disabled: placed.disabled }).toEqual({ blocked, disabled });
  });
});
