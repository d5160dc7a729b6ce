// Seed code rules (HZERO "编码规则"). PROD.WORK_ORDER numbers the production work orders
// (`WO-2026-0007`: the year of the order's planned start, a sequence of four digits never reset):
// the platform's for every organisation without its own, Acme's and Globex's own continuing after
// their seeded work orders.
import type { CodeRuleSegment, SequenceState } from '../../src/services/platform/code-rule-types';

export interface SeedCodeRule extends SequenceState {
  tenantId: number;
  ruleCode: string;
  ruleName: string;
  segments: CodeRuleSegment[];
}

export const WORK_ORDER_RULE = 'PROD.WORK_ORDER';

const workOrder: CodeRuleSegment[] = [
  { fieldType: 'CONSTANT', fieldValue: 'WO-' },
  { fieldType: 'DATE', dateMask: 'yyyy' },
  { fieldType: 'CONSTANT', fieldValue: '-' },
  { fieldType: 'SEQUENCE', seqLength: 4, startValue: 1, resetFrequency: 'NEVER' },
];

export const seedCodeRules: SeedCodeRule[] = [
  {
    tenantId: 0,
    ruleCode: WORK_ORDER_RULE,
    ruleName: '生产工单编号',
    segments: workOrder,
    currentValue: null,
    resetDate: null,
  },
  {
    tenantId: 1,
    ruleCode: WORK_ORDER_RULE,
    ruleName: '生产工单编号',
    segments: workOrder,
    currentValue: 1,
    resetDate: '2026-11-01',
  },
  {
    tenantId: 2,
    ruleCode: WORK_ORDER_RULE,
    ruleName: 'Work order numbers',
    segments: workOrder,
    currentValue: 6,
    resetDate: '2026-11-01',
  },
  {
    tenantId: 2,
    ruleCode: 'GLOBEX.LOT',
    ruleName: 'Lot numbers',
    segments: [
      { fieldType: 'CONSTANT', fieldValue: 'L-' },
      { fieldType: 'DATE', dateMask: 'yyMMdd' },
      { fieldType: 'SEQUENCE', seqLength: 3, startValue: 1, resetFrequency: 'DAY' },
    ],
    currentValue: null,
    resetDate: null,
  },
];
