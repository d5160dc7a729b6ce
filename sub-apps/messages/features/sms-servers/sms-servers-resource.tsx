/**
 * SMS accounts as a resource: the providers the SMS channel sends through (provider, endpoint,
 * access key, the approved signature and the provider's template code), searched by code, name
 * and provider; created, edited (never the code) and deleted behind `hmsg.sms.button.*`. The
 * access key's secret is write-only: required for a new account, never shown, and a blank one
 * when editing keeps the stored one.
 */
import { CONFIG_CODE } from '@polaris/core/kit/constants';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus, secretStatus } from '@polaris/core/kit/status/row-status';
import type { Translate } from '@polaris/core/kit/texts';
import {
  SMS_PROVIDERS,
  type SmsServerDto,
  type SmsServerQuery,
} from '@polaris/core/services/message/account-types';
import { fetchSmsServers, smsServers } from './api/sms-servers';

export const smsPermission = (action: 'create' | 'edit' | 'delete') => `hmsg.sms.button.${action}`;

const providers = (t: Translate) =>
  SMS_PROVIDERS.map((value) => ({ value, label: t(`hmsg.sms.provider.${value}`) }));

interface SmsValues {
  serverCode: string;
  serverName: string;
  serverTypeCode: string;
  endPoint: string;
  accessKey: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  enabledFlag: boolean;
}

const secret = { name: 'accessKeySecret', kind: 'secret', maxLength: 240 } as const;

export const smsServersResource = defineResource<SmsServerDto, SmsServerQuery, SmsValues>({
  key: ['hmsg', 'sms-servers'],
  texts: 'hmsg.sms',
  endpoint: fetchSmsServers,
  rowKey: 'serverId',
  search: [
    { name: 'serverCode' },
    { name: 'serverName' },
    { name: 'serverTypeCode', kind: 'select', options: providers },
  ],
  columns: [
    { field: 'serverCode', width: 160, kind: 'code' },
    { field: 'serverName', width: 160 },
    {
      field: 'serverTypeCode',
      width: 120,
      render: (code: string, _row, cell) => cell.t(`hmsg.sms.provider.${code}`),
    },
    { field: 'accessKey', width: 160 },
    { field: 'signName', width: 120 },
    { field: 'templateCode', width: 130 },
    { field: 'accessKeySecretSetFlag', width: 100, kind: 'status', status: secretStatus },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: smsPermission('edit') },
    {
      key: 'delete',
      permission: smsPermission('delete'),
      danger: true,
      confirm: {
        title: 'hmsg.sms.delete.title',
        content: 'hmsg.sms.delete.content',
        values: (row) => ({ code: row.serverCode }),
      },
    },
  ],
  remove: async (rows) => {
    for (const row of rows) await smsServers.remove(row);
  },
  form: {
    createTitle: 'hmsg.sms.edit.new',
    editTitle: 'hmsg.sms.edit.title',
    titleValues: (row) => ({ code: row.serverCode }),
    createPermission: smsPermission('create'),
    width: 600,
    fields: [
      {
        name: 'serverCode',
        required: true,
        pattern: CONFIG_CODE,
        message: 'hmsg.sms.error.code',
        only: 'create',
      },
      { name: 'serverName', required: true, maxLength: 120 },
      { name: 'serverTypeCode', kind: 'select', required: true, options: providers },
      { name: 'endPoint', maxLength: 240 },
      { name: 'accessKey', required: true, maxLength: 120 },
      { ...secret, required: true, only: 'create' },
      { ...secret, only: 'edit' },
      { name: 'signName', required: true, maxLength: 60 },
      { name: 'templateCode', maxLength: 60 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (row) => ({
      serverCode: row?.serverCode ?? '',
      serverName: row?.serverName ?? '',
      serverTypeCode: row?.serverTypeCode ?? 'ALIYUN',
      endPoint: row?.endPoint ?? '',
      accessKey: row?.accessKey ?? '',
      accessKeySecret: '',
      signName: row?.signName ?? '',
      templateCode: row?.templateCode ?? '',
      enabledFlag: row ? row.enabledFlag === 1 : true,
    }),
    save: (values, row) =>
      smsServers.save({
        serverCode: row?.serverCode ?? values.serverCode.trim(),
        serverName: values.serverName.trim(),
        serverTypeCode: values.serverTypeCode,
        endPoint: values.endPoint?.trim() || null,
        accessKey: values.accessKey.trim(),
        signName: values.signName.trim(),
        templateCode: values.templateCode?.trim() || null,
        enabledFlag: values.enabledFlag ? 1 : 0,
        ...(values.accessKeySecret && { accessKeySecret: values.accessKeySecret }),
        ...(row && { serverId: row.serverId, objectVersionNumber: row.objectVersionNumber }),
      }),
  },
});
