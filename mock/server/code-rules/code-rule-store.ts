// Code rules per organisation (tenant 0: the platform's) with their sequence's state. A code is
// unique in its organisation and never changes; `generate` hands out the next code of the
// organisation's own enabled rule of a code, else the platform's, and moves that rule's sequence.
import type { CodeRuleDto, CodeRuleSave } from '../../../src/services/platform/code-rule-types';
import { nextCode, type Day } from '../../../src/services/platform/code-rule-next';
import { seedCodeRules } from '../../data/code-rules';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';

export type StoredCodeRule = Omit<CodeRuleDto, 'tenantName'>;

export const RULE_CODE = /^[A-Z][A-Z0-9_.-]{0,59}$/;

const copy = (row: StoredCodeRule): StoredCodeRule => ({
  ...row,
  segments: row.segments.map((segment) => ({ ...segment })),
});

export class CodeRuleStore {
  private rows: StoredCodeRule[] = [];
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.nextId = 1;
    this.rows = seedCodeRules.map((seed) => ({
      ruleId: this.nextId++,
      tenantId: seed.tenantId,
      ruleCode: seed.ruleCode,
      ruleName: seed.ruleName,
      enabledFlag: 1,
      segments: seed.segments,
      currentValue: seed.currentValue,
      resetDate: seed.resetDate,
      objectVersionNumber: 1,
    }));
  }

  /** One organisation's rules, or every one's (`all`), by code then organisation. */
  list(tenant: number | 'all'): StoredCodeRule[] {
    return this.rows
      .filter((row) => tenant === 'all' || row.tenantId === tenant)
      .sort((a, b) => a.ruleCode.localeCompare(b.ruleCode) || a.tenantId - b.tenantId)
      .map(copy);
  }

  find(tenant: number | 'all', ruleId: number): StoredCodeRule {
    const stored = this.rows.find(
      (row) => row.ruleId === ruleId && (tenant === 'all' || row.tenantId === tenant),
    );
    if (!stored) throw notFound('编码规则不存在', 'The code rule does not exist');
    return stored;
  }

  save(tenantId: number, input: CodeRuleSave): StoredCodeRule {
    if (input.ruleId === undefined) {
      if (!RULE_CODE.test(input.ruleCode)) {
        throw invalid(
          'ruleCode 须为大写字母、数字、点、下划线或连字符，以字母开头',
          'ruleCode: capital letters, digits, dots, underscores or hyphens, starting with a letter',
        );
      }
      if (this.rows.some((row) => row.tenantId === tenantId && row.ruleCode === input.ruleCode)) {
        throw new AdminFailure('error.data_exists', {
          zh_CN: `编码规则 ${input.ruleCode} 已存在`,
          en_US: `Code rule ${input.ruleCode} already exists`,
        });
      }
      const created: StoredCodeRule = {
        ruleId: this.nextId++,
        tenantId,
        ruleCode: input.ruleCode,
        ruleName: input.ruleName,
        enabledFlag: input.enabledFlag,
        segments: input.segments,
        currentValue: null,
        resetDate: null,
        objectVersionNumber: 1,
      };
      this.rows.push(created);
      return copy(created);
    }
    const stored = this.find(tenantId, input.ruleId);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    Object.assign(stored, {
      ruleName: input.ruleName,
      enabledFlag: input.enabledFlag,
      segments: input.segments,
      objectVersionNumber: stored.objectVersionNumber + 1,
    });
    return copy(stored);
  }

  remove(tenantId: number, ruleId: number, version: number): void {
    const stored = this.find(tenantId, ruleId);
    checkVersion(stored, version);
    this.rows = this.rows.filter((row) => row !== stored);
  }

  /** The next code of a rule for an organisation on `day` (its own rule, else the platform's). */
  generate(tenantId: number, ruleCode: string, day: Day): string {
    const enabled = (tenant: number) =>
      this.rows.find(
        (row) => row.tenantId === tenant && row.ruleCode === ruleCode && row.enabledFlag === 1,
      );
    const rule = enabled(tenantId) ?? enabled(0);
    if (!rule) {
      throw new AdminFailure('error.code_rule.not_found', {
        zh_CN: `没有启用的编码规则 ${ruleCode}`,
        en_US: `No enabled code rule ${ruleCode}`,
      });
    }
    const { code, state } = nextCode(rule.segments, rule, day);
    rule.currentValue = state.currentValue;
    rule.resetDate = state.resetDate;
    return code;
  }
}
