// Seed process definitions and business documents (the workflow service, /hwfl). Acme (1) approves
// renovation budgets (two versions: v2 added the safety review), meter readings and purchase
// requests; Globex (2) line changeovers. Assignees are users of the tenant: alice (2) reviews for
// Acme's operations and plans Globex's lines, admin (1) signs Acme's finance; the others are staff
// of the user lookup (mock/data/lovs.ts `directoryUsers`).
import type {
  ProcessDefinitionDto,
  ProcessDocumentDto,
  ProcessFlowDto,
  ProcessNodeDto,
  TaskAction,
} from '../../src/services/workflow/process-types';

const ALICE = 2;
const ADMIN = 1;
/** Acme staff of the user lookup (Wei Wang, Fang Wang). */
const ACME_SAFETY = 1001;
const ACME_FINANCE_DEPUTY = 1002;
/** Globex staff (Wei Wang of Globex). */
const GLOBEX_PLANT = 2001;

/** What a reviewer may do; the submit step only approves (resubmits) or revokes. */
const REVIEW: TaskAction[] = [
  'Approved',
  'Rejected',
  'AddSign',
  'ApproveAndAddSign',
  'Delegate',
  'Jump',
  'CarbonCopy',
];
const SUBMIT: TaskAction[] = ['Approved', 'Revoke'];

const start = (): ProcessNodeDto => ({ nodeId: 'start', kind: 'start', name: 'Start' });
const end = (): ProcessNodeDto => ({ nodeId: 'end', kind: 'end', name: 'End' });
const submit = (positionName: string, unitName: string): ProcessNodeDto => ({
  nodeId: 'submit',
  kind: 'userTask',
  name: 'Submit',
  assignee: { type: 'starter' },
  positionName,
  unitName,
  actions: SUBMIT,
});
const review = (
  nodeId: string,
  name: string,
  userId: number,
  positionName: string,
  unitName: string,
): ProcessNodeDto => ({
  nodeId,
  kind: 'userTask',
  name,
  assignee: { type: 'user', userId },
  positionName,
  unitName,
  actions: REVIEW,
});

/** start → each node in order → end. */
function chain(nodes: ProcessNodeDto[]): { nodes: ProcessNodeDto[]; flows: ProcessFlowDto[] } {
  const all = [start(), ...nodes, end()];
  return {
    nodes: all,
    flows: all.slice(1).map((node, i) => ({ from: all[i].nodeId, to: node.nodeId })),
  };
}

const acmeSubmit = submit('Property Manager', 'Acme Operations');
const deptReview = review(
  'dept_review',
  'Department review',
  ALICE,
  'Operations Lead',
  'Acme Operations',
);
const financeReview = review(
  'finance_review',
  'Finance review',
  ADMIN,
  'Finance Manager',
  'Acme Finance',
);

export const seedProcessDefinitions: ProcessDefinitionDto[] = [
  {
    definitionId: 301,
    tenantId: 1,
    processKey: 'RENOVATION_BUDGET',
    name: 'Renovation budget',
    category: 'Property',
    version: 1,
    status: 'SUSPENDED',
    deployTime: '2024-03-01 10:00:00',
    description: 'Department and finance review of a unit renovation budget.',
    ...chain([acmeSubmit, deptReview, financeReview]),
  },
  {
    definitionId: 302,
    tenantId: 1,
    processKey: 'RENOVATION_BUDGET',
    name: 'Renovation budget',
    category: 'Property',
    version: 2,
    status: 'DEPLOYED',
    deployTime: '2024-05-20 10:00:00',
    description: 'Version 2 adds the safety review before finance.',
    ...chain([
      acmeSubmit,
      deptReview,
      review('safety_review', 'Safety review', ACME_SAFETY, 'Safety Officer', 'Acme Safety'),
      financeReview,
    ]),
  },
  {
    definitionId: 303,
    tenantId: 1,
    processKey: 'METER_READING',
    name: 'Meter readings',
    category: 'Property',
    version: 1,
    status: 'DEPLOYED',
    deployTime: '2024-04-01 09:00:00',
    description: 'Monthly meter readings, checked by operations and finance.',
    ...chain([acmeSubmit, deptReview, financeReview]),
  },
  {
    definitionId: 304,
    tenantId: 1,
    processKey: 'PURCHASE_REQUEST',
    name: 'Purchase request',
    category: 'Procurement',
    version: 1,
    status: 'DEPLOYED',
    deployTime: '2024-04-15 09:00:00',
    description: 'Department review, then the finance deputy for the budget line.',
    ...chain([
      acmeSubmit,
      deptReview,
      review(
        'budget_review',
        'Budget review',
        ACME_FINANCE_DEPUTY,
        'Finance Deputy',
        'Acme Finance',
      ),
    ]),
  },
  {
    definitionId: 401,
    tenantId: 2,
    processKey: 'LINE_CHANGEOVER',
    name: 'Line changeover',
    category: 'Production',
    version: 1,
    status: 'DEPLOYED',
    deployTime: '2024-05-10 08:00:00',
    description: 'The plant manager reviews a production line changeover.',
    ...chain([
      submit('Production Planner', 'Globex Plant F01'),
      review('plant_review', 'Plant review', GLOBEX_PLANT, 'Plant Manager', 'Globex Plant F01'),
      review('planning_review', 'Planning review', ALICE, 'Production Planner', 'Globex Plant F01'),
    ]),
  },
];

export const seedProcessDocuments: ProcessDocumentDto[] = [
  {
    documentId: 501,
    tenantId: 1,
    documentCode: 'RENOVATION',
    documentName: 'Renovation application',
    processKey: 'RENOVATION_BUDGET',
    documentPath: null,
    enabledFlag: 1,
    objectVersionNumber: 1,
  },
  {
    documentId: 502,
    tenantId: 1,
    documentCode: 'METER_READING',
    documentName: 'Meter reading sheet',
    processKey: 'METER_READING',
    documentPath: null,
    enabledFlag: 1,
    objectVersionNumber: 1,
  },
  {
    documentId: 503,
    tenantId: 1,
    documentCode: 'PURCHASE',
    documentName: 'Purchase requisition',
    processKey: 'PURCHASE_REQUEST',
    documentPath: null,
    enabledFlag: 1,
    objectVersionNumber: 1,
  },
  {
    documentId: 601,
    tenantId: 2,
    documentCode: 'CHANGEOVER',
    documentName: 'Line changeover order',
    processKey: 'LINE_CHANGEOVER',
    documentPath: '/mes/work-order',
    enabledFlag: 1,
    objectVersionNumber: 1,
  },
];
