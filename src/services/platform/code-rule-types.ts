/**
 * Code rules (HZERO "编码规则", `/hpfm/v1[/{organizationId}]/code-rule`): how the numbers of a
 * kind of document are made, segment after segment. An organisation's own rule of a code is used
 * before the platform's (tenant 0). The next code: `nextCode` (code-rule-next.ts).
 */

export type CodeSegmentType = 'CONSTANT' | 'DATE' | 'SEQUENCE';

export const CODE_SEGMENT_TYPES: readonly CodeSegmentType[] = ['CONSTANT', 'DATE', 'SEQUENCE'];

/** When a sequence starts again from its start value. */
export type SequenceReset = 'NEVER' | 'YEAR' | 'MONTH' | 'DAY';

export const SEQUENCE_RESETS: readonly SequenceReset[] = ['NEVER', 'YEAR', 'MONTH', 'DAY'];

export interface CodeRuleSegment {
  fieldType: CodeSegmentType;
  /** CONSTANT: the text. */
  fieldValue?: string | null;
  /** DATE: `yyyy`, `yy`, `MM` and `dd` with any separators, e.g. `yyyyMMdd`. */
  dateMask?: string | null;
  /** SEQUENCE: digits (padded with zeros), first value and reset period. */
  seqLength?: number | null;
  startValue?: number | null;
  resetFrequency?: SequenceReset | null;
}

/** The sequence's state: the last value handed out and the day it was (none yet: null). */
export interface SequenceState {
  currentValue: number | null;
  resetDate: string | null;
}

export interface CodeRuleDto extends SequenceState {
  ruleId: number;
  tenantId: number;
  tenantName: string;
  /** Capitals, digits and `_ . -`; unique in its organisation; never changed. */
  ruleCode: string;
  ruleName: string;
  enabledFlag: 0 | 1;
  segments: CodeRuleSegment[];
  objectVersionNumber: number;
}

export interface CodeRuleQuery {
  ruleCode?: string;
  ruleName?: string;
  /** Site form only. */
  tenantId?: number;
}

export interface CodeRuleSave {
  ruleId?: number;
  objectVersionNumber?: number;
  ruleCode: string;
  ruleName: string;
  enabledFlag: 0 | 1;
  segments: CodeRuleSegment[];
  /** Site form only: whose rule a new one is (default the platform's, 0). */
  tenantId?: number;
}
