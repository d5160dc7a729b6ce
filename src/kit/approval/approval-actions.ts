/** Approval history actions (spec section 4) as readable text. */
import type { ApprovalActionDto } from '../../services/workflow/types';

type Translate = (
  key: string,
  values?: Record<string, string | number>,
  fallback?: string,
) => string;

/** A known action's text; an unknown one as the server sent it; none: the step is running. */
export function approvalActionText(
  action: ApprovalActionDto | null | undefined,
  t: Translate,
): string {
  if (!action) return t('hzero.common.approval.running');
  return t(`hzero.common.approval.action.${action}`, undefined, action);
}

/** Colour of a step in the history (a tone, not the only carrier of meaning: the text is). */
export function approvalActionTone(
  action: ApprovalActionDto | null | undefined,
): 'green' | 'red' | 'blue' | 'gray' {
  if (!action) return 'blue';
  if (action === 'Approved' || action === 'ApproveAndAddSign') return 'green';
  if (['Rejected', 'Jump', 'Revoke', 'Terminated'].includes(action)) return 'red';
  return 'gray';
}
