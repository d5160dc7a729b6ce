// Scope rows of the message service's server accounts and send configurations (issue 26, part I),
// tenant form only, for an administrator of the organisation. Only the platform (tenant 0) has
// seed accounts and send configuration (id 1 of each), which another organisation's administrator tries to change.
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

const SEND_CONFIG = {
  messageCode: 'PROBE.CODE',
  messageName: 'Probe',
  serverList: [{ typeCode: 'WEB', templateCode: 'HMSG.TEST', enabledFlag: 1 }],
};

function serverRows(path: string, body: object, idField = 'serverId'): ScopeTable {
  const ref = (of: object): Call => ({ body: { ...of, [idField]: 1, objectVersionNumber: 1 } });
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
  ...serverRows('/hmsg/v1/:tid/template-servers', SEND_CONFIG, 'tempServerId'),
};
