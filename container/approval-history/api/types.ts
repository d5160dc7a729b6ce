/** Approval history of a process instance (hzero-api.md "approval history"; spec section 4). */

/** Spec section 4 "Approval history actions". */
export type ApprovalAction =
  | 'Approved'
  | 'Rejected'
  | 'AddSign'
  | 'ApproveAndAddSign'
  | 'Delegate'
  | 'Jump'
  | 'Recall'
  | 'Revoke'
  | 'AutoDelegate'
  | 'CarbonCopy'
  | (string & {});

export interface ApprovalRecordDto {
  id: number | string;
  action?: ApprovalAction;
  assigneeName?: string;
  positionName?: string;
  unitName?: string;
  comment?: string;
  startTime?: string;
  endTime?: string | null;
}
