// Scope rows of the message service's server accounts (issue 26, part I): email and SMS accounts,
// tenant form only, for an administrator of the organisation. Only the platform (tenant 0) has
// seed accounts (id 1 of each), which another organisation's administrator tries to change.
import type { Caller } from './scoping-fixtures';
import { scoped, type Call, type ScopeTable } from './scoping-types';

const EMAIL = {
  serverCode: 'PROBE.MAIL',
  serverName: 'Probe',
  host: 'smtp.probe.example',
  port: 25,
  protocol: 'SMTP',
  sender: 'probe@probe.example',
  passwordEncrypted: 'probe-secret',
};
const SMS = {
  serverCode: 'PROBE.SMS',
  serverName: 'Probe',
  serverTypeCode: 'ALIYUN',
  accessKey: 'probe',
  accessKeySecret: 'probe-secret',
  signName: 'Probe',
};

const ref = (body: object): Call => ({ body: { ...body, serverId: 1, objectVersionNumber: 1 } });

function serverRows(path: string, body: object): ScopeTable {
  const row = (own: (c: Caller) => Call, byId: boolean) =>
    scoped({
      own,
      role: (c) => c.admin,
      checkOwn: (c) => !byId || c.tenantId === 0,
      others: (c, victim) => (byId && victim === 0 && c.tenantId !== 0 ? [ref(body)] : []),
    });
  return {
    [`GET ${path}`]: row(() => ({}), false),
    [`POST ${path}`]: row(() => ({ body }), false),
    [`PUT ${path}`]: row(() => ref(body), true),
    [`DELETE ${path}`]: row(() => ref({}), true),
  };
}

export const messageServerScopes: ScopeTable = {
  ...serverRows('/hmsg/v1/:tid/email/servers', EMAIL),
  ...serverRows('/hmsg/v1/:tid/sms/servers', SMS),
};
