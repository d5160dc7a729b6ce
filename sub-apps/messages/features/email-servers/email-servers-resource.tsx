/**
 * Email accounts as a resource: the mail servers the email channel sends through, searched by
 * code, name and host; created, edited (never the code) and deleted behind the button codes
 * `hmsg.email.button.*`. The password is write-only: the list says only whether one is set, the
 * dialog never shows it, and a blank one when editing keeps the stored one.
 */
import { CONFIG_CODE } from '@polaris/core/kit/constants';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus, secretStatus } from '@polaris/core/kit/status/row-status';
import type {
  EmailServerDto,
  EmailServerQuery,
} from '@polaris/core/services/message/account-types';
import { emailServers, fetchEmailServers } from './api/email-servers';

export const emailPermission = (action: 'create' | 'edit' | 'delete') =>
  `hmsg.email.button.${action}`;

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROTOCOLS = ['SMTP', 'SMTPS'].map((value) => ({ value, label: value }));

interface EmailValues {
  serverCode: string;
  serverName: string;
  host: string;
  port: number;
  protocol: string;
  username: string;
  passwordEncrypted: string;
  sender: string;
  tryTimes: number;
  enabledFlag: boolean;
}

export const emailServersResource = defineResource<EmailServerDto, EmailServerQuery, EmailValues>({
  key: ['hmsg', 'email-servers'],
  texts: 'hmsg.email',
  endpoint: fetchEmailServers,
  rowKey: 'serverId',
  search: [{ name: 'serverCode' }, { name: 'serverName' }, { name: 'host' }],
  columns: [
    { field: 'serverCode', width: 160, kind: 'code' },
    { field: 'serverName', width: 160 },
    { field: 'host', width: 200 },
    { field: 'port', width: 80 },
    { field: 'protocol', width: 90 },
    { field: 'sender', width: 200 },
    { field: 'passwordSetFlag', width: 100, kind: 'status', status: secretStatus },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: emailPermission('edit') },
    {
      key: 'delete',
      permission: emailPermission('delete'),
      danger: true,
      confirm: {
        title: 'hmsg.email.delete.title',
        content: 'hmsg.email.delete.content',
        values: (row) => ({ code: row.serverCode }),
      },
    },
  ],
  remove: async (rows) => {
    for (const row of rows) await emailServers.remove(row);
  },
  form: {
    createTitle: 'hmsg.email.edit.new',
    editTitle: 'hmsg.email.edit.title',
    titleValues: (row) => ({ code: row.serverCode }),
    createPermission: emailPermission('create'),
    width: 600,
    fields: [
      {
        name: 'serverCode',
        required: true,
        pattern: CONFIG_CODE,
        message: 'hmsg.email.error.code',
        only: 'create',
      },
      { name: 'serverName', required: true, maxLength: 120 },
      { name: 'host', required: true, maxLength: 240 },
      { name: 'port', kind: 'number', required: true, min: 1, max: 65_535 },
      { name: 'protocol', kind: 'select', required: true, options: () => PROTOCOLS },
      { name: 'username', maxLength: 120 },
      { name: 'passwordEncrypted', kind: 'secret', maxLength: 240 },
      { name: 'sender', required: true, maxLength: 120, pattern: EMAIL_ADDRESS },
      { name: 'tryTimes', kind: 'number', min: 0, max: 10 },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (row) => ({
      serverCode: row?.serverCode ?? '',
      serverName: row?.serverName ?? '',
      host: row?.host ?? '',
      port: row?.port ?? 465,
      protocol: row?.protocol ?? 'SMTPS',
      username: row?.username ?? '',
      passwordEncrypted: '',
      sender: row?.sender ?? '',
      tryTimes: row?.tryTimes ?? 3,
      enabledFlag: row ? row.enabledFlag === 1 : true,
    }),
    save: (values, row) =>
      emailServers.save({
        serverCode: row?.serverCode ?? values.serverCode.trim(),
        serverName: values.serverName.trim(),
        host: values.host.trim(),
        port: values.port,
        protocol: values.protocol,
        username: values.username?.trim() || null,
        sender: values.sender.trim(),
        tryTimes: values.tryTimes ?? 3,
        enabledFlag: values.enabledFlag ? 1 : 0,
        ...(values.passwordEncrypted && { passwordEncrypted: values.passwordEncrypted }),
        ...(row && { serverId: row.serverId, objectVersionNumber: row.objectVersionNumber }),
      }),
  },
});
