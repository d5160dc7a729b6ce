/**
 * Code rules as a resource: searched by code and name (and organisation on the site form);
 * created, edited (never the code) and deleted behind `hpfm.code-rule.button.*`. The dialog edits
 * the segments with a live preview of the next code. The site form manages every organisation's
 * rules (tenant 0: the platform's, used where an organisation has none of its own), the tenant
 * form the organisation's own.
 */
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import { siteOnly } from '@polaris/core/kit/resource/scope';
import { defineResource, type FormFieldSpec } from '@polaris/core/kit/resource/types';
import type { CodeRuleDto, CodeRuleQuery } from '@polaris/core/services/platform/code-rule-types';
import { deleteCodeRule } from './api/delete-code-rule';
import { fetchCodeRules, type CodeRuleScope } from './api/fetch-code-rules';
import { saveCodeRule } from './api/save-code-rule';
import { designProblem, type RuleDesign } from './rule-design';
import { SegmentsEditor } from './SegmentsEditor';

export const codeRulePermission = (action: 'create' | 'edit' | 'delete') =>
  `hpfm.code-rule.button.${action}`;

/** Capital letters, digits, dots, underscores and hyphens, starting with a letter. */
export const RULE_CODE = /^[A-Z][A-Z0-9_.-]{0,59}$/;

interface RuleValues {
  ruleCode: string;
  ruleName: string;
  enabledFlag: boolean;
  design: RuleDesign;
  tenantId: number;
}

function codeRulesResource(scope: CodeRuleScope) {
  return defineResource<CodeRuleDto, CodeRuleQuery, RuleValues>({
    key: ['hpfm', 'code-rules', scope],
    texts: 'hpfm.codeRule',
    endpoint: fetchCodeRules[scope],
    rowKey: 'ruleId',
    search: [
      { name: 'ruleCode' },
      { name: 'ruleName' },
      ...(scope === 'site' ? [{ name: 'tenantId', kind: 'number' as const, min: 0 }] : []),
    ],
    columns: [
      { field: 'ruleCode', width: 200, kind: 'code' },
      { field: 'ruleName', width: 200 },
      ...(scope === 'site' ? [{ field: 'tenantName' as const, width: 180 }] : []),
      { field: 'currentValue', width: 120 },
      { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
    ],
    actions: [
      { key: 'edit', permission: codeRulePermission('edit') },
      {
        key: 'delete',
        permission: codeRulePermission('delete'),
        danger: true,
        confirm: {
          title: 'hpfm.codeRule.delete.title',
          content: 'hpfm.codeRule.delete.content',
          values: (row) => ({ code: row.ruleCode }),
        },
      },
    ],
    remove: async (rows) => {
      for (const row of rows) await deleteCodeRule(scope, row);
    },
    form: {
      createTitle: 'hpfm.codeRule.edit.new',
      editTitle: 'hpfm.codeRule.edit.title',
      titleValues: (row) => ({ code: row.ruleCode }),
      createPermission: codeRulePermission('create'),
      width: 760,
      fields: [
        {
          name: 'ruleCode',
          required: true,
          pattern: RULE_CODE,
          message: 'hpfm.codeRule.error.code',
          only: 'create',
        },
        { name: 'ruleName', required: true, maxLength: 120 },
        ...siteOnly<FormFieldSpec>(scope, {
          name: 'tenantId',
          kind: 'number',
          min: 0,
          only: 'create',
        }),
        { name: 'enabledFlag', kind: 'switch' },
        {
          name: 'design',
          kind: 'custom',
          render: () => <SegmentsEditor />,
          validate: (design: RuleDesign) => designProblem(design),
        },
      ],
      initial: (row) => ({
        ruleCode: row?.ruleCode ?? '',
        ruleName: row?.ruleName ?? '',
        enabledFlag: row ? row.enabledFlag === 1 : true,
        tenantId: row?.tenantId ?? 0,
        design: {
          segments: row?.segments ?? [
            { fieldType: 'SEQUENCE', seqLength: 4, startValue: 1, resetFrequency: 'NEVER' },
          ],
          currentValue: row?.currentValue ?? null,
          resetDate: row?.resetDate ?? null,
        },
      }),
      save: (values, row) =>
        saveCodeRule(scope, {
          ruleCode: row?.ruleCode ?? values.ruleCode.trim(),
          ruleName: values.ruleName.trim(),
          enabledFlag: values.enabledFlag ? 1 : 0,
          segments: values.design.segments,
          ...(row
            ? { ruleId: row.ruleId, objectVersionNumber: row.objectVersionNumber }
            : scope === 'site' && { tenantId: values.tenantId }),
        }),
    },
  });
}

/** Every organisation's rules (site form) and the organisation's own (tenant form). */
export const codeRulesResources = {
  site: codeRulesResource('site'),
  tenant: codeRulesResource('tenant'),
};
