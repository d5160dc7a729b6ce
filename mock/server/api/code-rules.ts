// /hpfm/v1[/{tid}]/code-rule: code rules (HZERO "编码规则"). The site form (no {tid}) manages
// every organisation's rules (the platform's are tenant 0), for a site-level role holding the
// page `hzero.platform.code-rule`; the tenant form the organisation's own, for holders of
// `hzero.org.code-rule`. Writes need `hpfm.code-rule.button.create|edit|delete`.
// POST /hpfm/v1/{tid}/code-rule/generate?ruleCode= hands out the organisation's next code.
import type { CodeRuleSave } from '../../../src/services/platform/code-rule-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { readSegments } from '../code-rules/segment-check';
import type { UserContext } from '../context';
import { json, text } from '../http/reply';
import { formatDateTime } from '../work/dates';
import { adminHandler, formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, knownTenant, tenantNameOf } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hpfm/v1[/:tid]/code-rule';

export const CODE_RULE_PAGES = { site: 'hzero.platform.code-rule', tenant: 'hzero.org.code-rule' };

export const codeRuleButton = (action: 'create' | 'edit' | 'delete') =>
  `hpfm.code-rule.button.${action}`;

const codeRuleAdmin = formAdmin(
  CODE_RULE_PAGES,
  t('维护编码规则', 'manage code rules'),
  t('维护各组织的编码规则', 'manage every organisation’s code rules'),
);

const listRules: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('ruleCode') ?? undefined;
  const name = query.text('ruleName') ?? undefined;
  const tenantId = query.int('tenantId');
  const rows = ctx.state.codeRules
    .list(formReach(ctx))
    .filter(
      (row) =>
        contains(row.ruleCode, code) &&
        contains(row.ruleName, name) &&
        (tenantId === undefined || row.tenantId === tenantId),
    )
    .map((row) => ({ ...row, tenantName: tenantNameOf(ctx, row.tenantId, lang) }));
  return listReply(rows, ctx.query, () => 0, 'code-rules');
};

const saveRule =
  (creating: boolean): AdminHandler =>
  async (ctx, lang) => {
    requirePermission(ctx, codeRuleButton(creating ? 'create' : 'edit'));
    const raw: Raw = objectBody(await ctx.body());
    const reader = new FieldReader(raw);
    const ruleId = creating ? undefined : reader.requiredInt('ruleId', { min: 1 });
    const site = ctx.params.tid === undefined;
    const tenantId =
      ruleId !== undefined
        ? ctx.state.codeRules.find(formReach(ctx), ruleId).tenantId
        : site
          ? (reader.int('tenantId', { min: 0 }) ?? 0)
          : Number(ctx.params.tid);
    if (!knownTenant(ctx, tenantId)) {
      reader.fail(
        'tenantId',
        `不是已知组织：${tenantId}`,
        `is not a known organisation: ${tenantId}`,
      );
    }
    const input: CodeRuleSave = {
      ruleId,
      objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
      ruleCode: creating ? reader.requiredText('ruleCode', 60) : '',
      ruleName: reader.requiredText('ruleName', 120),
      enabledFlag: reader.flag('enabledFlag') ?? 1,
      segments: readSegments(raw.segments),
    };
    const saved = ctx.state.codeRules.save(tenantId, input);
    return json({ ...saved, tenantName: tenantNameOf(ctx, saved.tenantId, lang) });
  };

const deleteRule: AdminHandler = async (ctx) => {
  requirePermission(ctx, codeRuleButton('delete'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const stored = ctx.state.codeRules.find(formReach(ctx), reader.requiredInt('ruleId', { min: 1 }));
  ctx.state.codeRules.remove(
    stored.tenantId,
    stored.ruleId,
    reader.requiredInt('objectVersionNumber'),
  );
  return json({});
};

/** The organisation's next code of `ruleCode` (today, by the gateway's clock), as text. */
const generate = adminHandler((ctx: UserContext) => {
  const ruleCode = queryReader(ctx.query).requiredText('ruleCode', 60);
  const day = formatDateTime(ctx.state.clock.now()).slice(0, 10);
  return text(ctx.state.codeRules.generate(ctx.session.tenantId, ruleCode, day));
});

export const codeRuleRoutes = [
  ...tenantRoutes('GET', BASE, codeRuleAdmin(listRules)),
  ...tenantRoutes('POST', BASE, codeRuleAdmin(saveRule(true))),
  ...tenantRoutes('PUT', BASE, codeRuleAdmin(saveRule(false))),
  ...tenantRoutes('DELETE', BASE, codeRuleAdmin(deleteRule)),
  ...tenantRoutes('POST', '/hpfm/v1/:tid/code-rule/generate', generate),
];
