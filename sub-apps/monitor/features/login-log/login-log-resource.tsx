/**
 * The sign-in log as a resource: every sign-in, successful or not, with the login name, time,
 * address, client, browser and the reason of a failure; searched by login name, result and a
 * time range; read only.
 */
import type { Translate } from '@polaris/core/kit/texts';
import { defineResource } from '@polaris/core/kit/resource/types';
import { view } from '@polaris/core/kit/status/status-view';
import type { LoginAuditDto, LoginAuditQuery } from '@polaris/core/services/iam/identity-types';
import { fetchLoginAudits } from './api/fetch-login-audits';

const resultOptions = (t: Translate) => [
  { value: 'LOGIN', label: t('hmnt.loginLog.result.LOGIN') },
  { value: 'LOGIN_FAILURE', label: t('hmnt.loginLog.result.LOGIN_FAILURE') },
];

const resultStatus = (type: string) =>
  type === 'LOGIN'
    ? view('hmnt.loginLog.result.LOGIN', 'success')
    : view('hmnt.loginLog.result.LOGIN_FAILURE', 'error');

export const loginLogResource = defineResource<LoginAuditDto, LoginAuditQuery>({
  key: ['hmnt', 'login-log'],
  texts: 'hmnt.loginLog',
  endpoint: fetchLoginAudits,
  rowKey: 'auditId',
  search: [
    { name: 'loginName' },
    { name: 'auditType', kind: 'select', options: resultOptions },
    { name: 'loginDateFrom', kind: 'dateTime', before: 'loginDateTo', withTime: true },
    { name: 'loginDateTo', kind: 'dateTime', after: 'loginDateFrom', withTime: true },
  ],
  columns: [
    { field: 'loginDate', width: 170, kind: 'dateTime' },
    { field: 'loginName', width: 140, kind: 'code' },
    { field: 'auditType', width: 100, kind: 'tag', status: resultStatus },
    { field: 'loginMessageMeaning', width: 260 },
    { field: 'loginIp', width: 130 },
    { field: 'clientId', width: 100 },
    { field: 'loginDevice', width: 280 },
  ],
});
