// The password policy (`/iam/v1/{organizationId}/password-policies`) and the sign-in log
// (`/iam/hzero/v1[/{organizationId}]/audit-logins`). One policy holds for the whole platform:
// every organisation's path reads it, a site-level role holding the Security Policy page changes
// it. The log's site form lists every sign-in for a platform administrator; its tenant form the
// sign-ins into that organisation (and the failures of its users).
import type { LoginAuditDto, PasswordPolicyDto } from '../../../src/services/iam/identity-types';
import { t } from '../../data/lov-types';
import { checkVersion, invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listPage } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import { userRoute } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formatDateTime, normaliseDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { failureName } from '../identity/sign-in-failures';

export const POLICY_PAGE = 'hzero.system.security';
export const LOGIN_LOG_PAGE = 'hzero.monitor.login-log';

const readPolicy: AdminHandler = (ctx) => json(ctx.state.identity.policy());

const COUNT = { min: 0, max: 64 };

function policyOf(reader: FieldReader, current: PasswordPolicyDto): PasswordPolicyDto {
  const int = (field: keyof PasswordPolicyDto, rule: { min: number; max: number }) =>
    reader.int(field, rule) ?? (current[field] as number);
  const flag = (field: keyof PasswordPolicyDto) => {
    const value = reader.flag(field);
    return value === undefined ? (current[field] as boolean) : value === 1;
  };
  const policy: PasswordPolicyDto = {
    organizationId: 0,
    minLength: int('minLength', { min: 1, max: 64 }),
    maxLength: int('maxLength', { min: 1, max: 64 }),
    digitsCount: int('digitsCount', COUNT),
    lettersCount: int('lettersCount', COUNT),
    lowercaseCount: int('lowercaseCount', COUNT),
    uppercaseCount: int('uppercaseCount', COUNT),
    specialCharCount: int('specialCharCount', COUNT),
    notUsername: flag('notUsername'),
    enableLock: flag('enableLock'),
    maxErrorTime: int('maxErrorTime', { min: 1, max: 100 }),
    lockedExpireTime: int('lockedExpireTime', { min: 0, max: 525_600 }),
    objectVersionNumber: current.objectVersionNumber + 1,
  };
  if (policy.maxLength < policy.minLength) {
    reader.fail('maxLength', '不能小于 minLength', 'may not be less than minLength');
  }
  const letters = Math.max(policy.lettersCount, policy.lowercaseCount + policy.uppercaseCount);
  const needed = policy.digitsCount + letters + policy.specialCharCount;
  if (needed > policy.maxLength) {
    throw invalid(
      `要求的数字、字母和特殊字符共 ${needed} 个，超过了 maxLength ${policy.maxLength}`,
      `The digits, letters and special characters required (${needed}) exceed maxLength ${policy.maxLength}`,
    );
  }
  return policy;
}

const savePolicy: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, t('修改密码策略', 'change the password policy'));
  requirePermission(
    ctx,
    `${POLICY_PAGE}.button.save`,
    t('修改密码策略', 'change the password policy'),
  );
  const reader = new FieldReader(objectBody(await ctx.body()));
  const current = ctx.state.identity.policy();
  checkVersion(current, reader.requiredInt('objectVersionNumber'));
  return json(ctx.state.identity.savePolicy(policyOf(reader, current)));
};

function dateBound(reader: FieldReader, field: string, endOfDay: boolean): string | undefined {
  const raw = reader.text(field);
  if (!raw) return undefined;
  const value = normaliseDateTime(
    /^\d{4}-\d{2}-\d{2}$/.test(raw) && endOfDay ? `${raw} 23:59:59` : raw,
  );
  if (!value) {
    reader.fail(
      field,
      '必须是 YYYY-MM-DD HH:mm:ss 格式的时间',
      'must be a time as YYYY-MM-DD HH:mm:ss',
    );
  }
  return value;
}

const AUDIT_TYPES = ['LOGIN', 'LOGIN_FAILURE'];

function auditRow(ctx: UserContext, lang: LanguageCode) {
  return (
    audit: ReturnType<UserContext['state']['identity']['audits']>[number],
  ): LoginAuditDto => ({
    auditId: audit.auditId,
    auditType: audit.auditType,
    loginName: audit.loginName,
    userId: audit.userId,
    tenantId: audit.tenantId,
    loginDate: formatDateTime(audit.at),
    loginIp: audit.ip,
    loginDevice: audit.device,
    clientId: audit.clientId,
    loginMessage: audit.reason,
    loginMessageMeaning: audit.reason ? failureName(audit.reason)[lang] : null,
  });
}

const listAudits: AdminHandler = (ctx, lang) => {
  const site = ctx.params.orgId === undefined;
  if (site) requireSiteLevel(ctx, t('查看登录日志', 'read the sign-in log'));
  requirePermission(ctx, LOGIN_LOG_PAGE, t('查看登录日志', 'read the sign-in log'));
  const query = queryReader(ctx.query);
  const loginName = query.text('loginName') ?? undefined;
  const auditType = query.text('auditType') ?? undefined;
  if (auditType && !AUDIT_TYPES.includes(auditType)) {
    query.fail('auditType', '必须是 LOGIN 或 LOGIN_FAILURE', 'must be LOGIN or LOGIN_FAILURE');
  }
  const from = dateBound(query, 'loginDateFrom', false);
  const to = dateBound(query, 'loginDateTo', true);
  const rows = ctx.state.identity
    .audits()
    .filter((audit) => site || audit.tenantId === ctx.session.tenantId)
    .map(auditRow(ctx, lang))
    .filter(
      (row) =>
        contains(row.loginName, loginName) &&
        (!auditType || row.auditType === auditType) &&
        (!from || row.loginDate >= from) &&
        (!to || row.loginDate <= to),
    );
  return json(
    listPage(
      rows,
      ctx.query,
      (a, b) => b.loginDate.localeCompare(a.loginDate) || b.auditId - a.auditId,
    ),
  );
};

export const identityRoutes: ApiRoute[] = [
  userRoute('GET', '/iam/v1/:orgId/password-policies', adminHandler(readPolicy)),
  userRoute('PUT', '/iam/v1/:orgId/password-policies', adminHandler(savePolicy)),
  userRoute('GET', '/iam/hzero/v1/audit-logins', adminHandler(listAudits)),
  userRoute('GET', '/iam/hzero/v1/:orgId/audit-logins', adminHandler(listAudits)),
];
