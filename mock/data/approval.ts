// Seed process instances for the workflow engine (mock/server/workflow/engine.ts), each in one
// tenant, on a definition of mock/data/workflow-definitions.ts, with its approval history so far
// (closed steps) and, while it runs, the step it waits at. Acme's (1): 10001 shows every action of
// the spec's list and waits for alice's department review; 10002 finished with a plain approval
// chain; 10003 is suspended while alice's department review waits; 10005 waits for admin's finance
// review (alice's approval before it may still be recalled); 10006 waits for alice's department
// review (finance, admin's, comes next). Globex's (2): 10004 waits for the plant's review; 10007
// for alice's planning review.
import type { ApprovalStep } from '../server/work/wire';

type Step = Omit<ApprovalStep, 'id'>;

const step = (
  action: ApprovalStep['action'],
  taskName: string,
  assigneeName: string,
  comment: string | null,
  startTime: string,
  endTime: string | null,
  positionName = 'Property Manager',
  unitName = 'Acme Operations',
): Step => ({
  action,
  taskName,
  assigneeName,
  positionName,
  unitName,
  comment,
  startTime,
  endTime,
});

/** A process instance as seeded: the engine starts from it. */
export interface SeedProcessInstance {
  processInstanceId: number;
  tenantId: number;
  definitionId: number;
  businessKey: string;
  starterId: number;
  startTime: string;
  suspended?: boolean;
  /** Set once finished (approved). */
  endTime?: string;
  /** Its steps so far, each closed. */
  history: Step[];
  /** While it runs: the step it waits at, since when; who, when not the node's assignee. */
  waiting?: { nodeId: string; since: string; assigneeId?: number };
  /**
   * Closed steps that were a sign-in account's task (their Done Tasks): the step's index in
   * `history`, its node and who. The waiting task was made by the last of them (Recall may take
   * it back while it waits).
   */
  done?: { step: number; nodeId: string; userId: number }[];
}

const ALICE = 2;
const ADMIN = 1;
/** Wei Wang of Globex, the plant manager (mock/data/lovs.ts `directoryUsers`). */
const GLOBEX_PLANT = 2001;

const ALICE_NAME = 'Alice Chen';

const histories: Record<string, Step[]> = {
  '10001': [
    step(
      'Approved',
      'Submit',
      'Alice Chen',
      'Please approve the A-101 renovation budget.',
      '2024-06-01 09:00:00',
      '2024-06-01 09:00:05',
    ),
    step(
      'CarbonCopy',
      'Notify finance',
      'Bob Li',
      null,
      '2024-06-01 09:00:05',
      '2024-06-01 09:00:05',
      'Accountant',
      'Acme Finance',
    ),
    step(
      'Rejected',
      'Department review',
      'Carol Wang',
      'Quote for materials is missing.',
      '2024-06-01 09:00:05',
      '2024-06-02 10:12:00',
      'Operations Lead',
    ),
    step(
      'Recall',
      'Submit',
      'Alice Chen',
      'Recalled to attach the quote.',
      '2024-06-02 10:12:00',
      '2024-06-02 11:00:00',
    ),
    step(
      'Approved',
      'Submit',
      'Alice Chen',
      'Quote attached.',
      '2024-06-02 11:00:00',
      '2024-06-02 11:00:03',
    ),
    step(
      'ApproveAndAddSign',
      'Department review',
      'Carol Wang',
      'Approved; adding the safety officer.',
      '2024-06-02 11:00:03',
      '2024-06-03 08:30:00',
      'Operations Lead',
    ),
    step(
      'AddSign',
      'Safety review',
      'Dan Zhao',
      'Asked facilities to co-sign.',
      '2024-06-03 08:30:00',
      '2024-06-03 09:10:00',
      'Safety Officer',
      'Acme Safety',
    ),
    step(
      'Delegate',
      'Finance review',
      'Erin Sun',
      'On leave; delegated to Frank.',
      '2024-06-03 09:10:00',
      '2024-06-03 09:20:00',
      'Finance Manager',
      'Acme Finance',
    ),
    step(
      'AutoDelegate',
      'Finance review',
      'Frank Zhou',
      null,
      '2024-06-03 09:20:00',
      '2024-06-03 09:20:00',
      'Finance Manager',
      'Acme Finance',
    ),
    step(
      'Jump',
      'Finance review',
      'Frank Zhou',
      'Sent back to department review for the revised amount.',
      '2024-06-03 09:20:00',
      '2024-06-04 15:45:00',
      'Finance Manager',
      'Acme Finance',
    ),
    step(
      'Revoke',
      'Department review',
      'Carol Wang',
      'Previous approval revoked for the new amount.',
      '2024-06-04 15:45:00',
      '2024-06-05 09:00:00',
      'Operations Lead',
    ),
  ],
  '10002': [
    step(
      'Approved',
      'Submit',
      'Alice Chen',
      'Monthly meter readings for building A.',
      '2024-05-02 08:00:00',
      '2024-05-02 08:00:02',
    ),
    step(
      'Approved',
      'Department review',
      'Carol Wang',
      'OK',
      '2024-05-02 08:00:02',
      '2024-05-02 13:30:00',
      'Operations Lead',
    ),
    step(
      'Approved',
      'Finance review',
      'Erin Sun',
      null,
      '2024-05-02 13:30:00',
      '2024-05-03 10:00:00',
      'Finance Manager',
      'Acme Finance',
    ),
  ],
  '10003': [
    step(
      'Approved',
      'Submit',
      'Alice Chen',
      'Replace the lobby access gates.',
      '2024-06-10 14:00:00',
      '2024-06-10 14:00:04',
    ),
  ],
  '10004': [
    step(
      'Approved',
      'Submit',
      'Alice Chen',
      'Change line 2 over to the new housing.',
      '2024-06-05 10:00:00',
      '2024-06-05 10:00:03',
      'Production Planner',
      'Globex Plant F01',
    ),
  ],
  '10005': [
    step(
      'Approved',
      'Submit',
      ALICE_NAME,
      'Monthly meter readings for building A.',
      '2024-06-03 08:00:00',
      '2024-06-03 08:00:02',
    ),
    step(
      'Approved',
      'Department review',
      ALICE_NAME,
      'Readings checked.',
      '2024-06-03 08:00:02',
      '2024-06-03 11:20:00',
      'Operations Lead',
    ),
  ],
  '10006': [
    step(
      'Approved',
      'Submit',
      ALICE_NAME,
      'Monthly meter readings for building B.',
      '2024-06-04 08:30:00',
      '2024-06-04 08:30:02',
    ),
  ],
  '10007': [
    step(
      'Approved',
      'Submit',
      ALICE_NAME,
      'Change line 3 over to the summer schedule.',
      '2024-06-06 09:00:00',
      '2024-06-06 09:00:03',
      'Production Planner',
      'Globex Plant F01',
    ),
    step(
      'Approved',
      'Plant review',
      'Wei Wang',
      'Fine by the plant.',
      '2024-06-06 09:00:03',
      '2024-06-06 15:00:00',
      'Plant Manager',
      'Globex Plant F01',
    ),
  ],
};

const instance = (
  processInstanceId: number,
  tenantId: number,
  definitionId: number,
  businessKey: string,
  rest: Partial<SeedProcessInstance> = {},
): SeedProcessInstance => {
  const history = histories[String(processInstanceId)];
  return {
    processInstanceId,
    tenantId,
    definitionId,
    businessKey,
    starterId: ALICE,
    startTime: history[0].startTime,
    history,
    ...rest,
  };
};

/** The process instances (the engine lists them newest first). */
export const seedProcessInstances: SeedProcessInstance[] = [
  instance(10001, 1, 302, 'RB-A101-2024', {
    waiting: { nodeId: 'dept_review', since: '2024-06-05 09:00:00' },
  }),
  instance(10002, 1, 303, 'MR-A-2024-05', {
    endTime: '2024-05-03 10:00:00',
    done: [{ step: 0, nodeId: 'submit', userId: ALICE }],
  }),
  instance(10003, 1, 304, 'PR-2024-0611', {
    suspended: true,
    waiting: { nodeId: 'dept_review', since: '2024-06-10 14:00:04' },
  }),
  instance(10004, 2, 401, 'GX-L02-2024-06', {
    waiting: { nodeId: 'plant_review', since: '2024-06-05 10:00:03', assigneeId: GLOBEX_PLANT },
  }),
  instance(10005, 1, 303, 'MR-A-2024-06', {
    waiting: { nodeId: 'finance_review', since: '2024-06-03 11:20:00', assigneeId: ADMIN },
    done: [{ step: 1, nodeId: 'dept_review', userId: ALICE }],
  }),
  instance(10006, 1, 303, 'MR-B-2024-06', {
    waiting: { nodeId: 'dept_review', since: '2024-06-04 08:30:02' },
  }),
  instance(10007, 2, 401, 'GX-L03-2024-06', {
    waiting: { nodeId: 'planning_review', since: '2024-06-06 15:00:00' },
  }),
];
