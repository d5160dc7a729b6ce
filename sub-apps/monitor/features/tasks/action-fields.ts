/**
 * What the dialog of an action on a task asks besides the comment (the gateway's rule,
 * mock/README.md "Workflow engine"): a user for Delegate, the add-signs and CarbonCopy, an earlier
 * step for Jump; the comment is required for Rejected, Jump, Revoke and Recall.
 */
import type { TaskAction } from '@polaris/core/services/workflow/process-types';

export interface ActionFields {
  user: boolean;
  step: boolean;
  commentRequired: boolean;
}

const WITH_USER: readonly TaskAction[] = ['Delegate', 'AddSign', 'ApproveAndAddSign', 'CarbonCopy'];
const WITH_COMMENT: readonly TaskAction[] = ['Rejected', 'Jump', 'Revoke', 'Recall'];

export function actionFields(action: TaskAction): ActionFields {
  return {
    user: WITH_USER.includes(action),
    step: action === 'Jump',
    commentRequired: WITH_COMMENT.includes(action),
  };
}

/** Actions that change the instance for the worse (shown as danger). */
export const isDanger = (action: TaskAction): boolean =>
  action === 'Rejected' || action === 'Revoke' || action === 'Jump';
