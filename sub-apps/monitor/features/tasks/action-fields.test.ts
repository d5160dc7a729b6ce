import type { TaskAction } from '@polaris/core/services/workflow/process-types';
import { actionFields, isDanger } from './action-fields';

describe('the fields of an action’s dialog', () => {
  it.each<[TaskAction, boolean, boolean, boolean, boolean]>([
    // action, user, step, comment required, danger
    ['Approved', false, false, false, false],
    ['Rejected', false, false, true, true],
    ['AddSign', true, false, false, false],
    ['ApproveAndAddSign', true, false, false, false],
    ['Delegate', true, false, false, false],
    ['Jump', false, true, true, true],
    ['Recall', false, false, true, false],
    ['Revoke', false, false, true, true],
    ['CarbonCopy', true, false, false, false],
  ])(
    '%s: user %s, step %s, comment required %s, danger %s',
    (action, user, step, comment, danger) => {
      expect(actionFields(action)).toEqual({ user, step, commentRequired: comment });
      expect(isDanger(action)).toBe(danger);
    },
  );
});
