/**
 * Send configurations as a resource: for a message code, the template each channel (web, email,
 * SMS) sends, through which account, and whether the channel is on; searched by code and name,
 * created, edited (never the code) and deleted behind `hmsg.send-config.button.*`. The gateway's
 * sends follow it: a code whose web channel is off reaches no inbox (the message query says why).
 */
import { CONFIG_CODE } from '@polaris/core/kit/constants';
import type { FormFieldSpec } from '@polaris/core/kit/resource/types';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  SEND_CHANNELS,
  type SendConfigDto,
  type SendConfigQuery,
} from '@polaris/core/services/message/account-types';
import { fetchSendConfigs, sendConfigs } from './api/send-configs';
import {
  channelField,
  toChannelLines,
  toChannelValues,
  type ChannelValues,
} from './channel-values';

export const sendConfigPermission = (action: 'create' | 'edit' | 'delete') =>
  `hmsg.send-config.button.${action}`;

type SendConfigValues = ChannelValues & {
  messageCode: string;
  messageName: string;
  enabledFlag: boolean;
};

const channelFields: FormFieldSpec[] = SEND_CHANNELS.flatMap((channel): FormFieldSpec[] => [
  { name: channelField(channel, 'Enabled'), kind: 'switch' },
  { name: channelField(channel, 'TemplateCode'), maxLength: 60 },
  ...(channel === 'WEB'
    ? []
    : [{ name: channelField(channel, 'ServerCode'), maxLength: 60 } as FormFieldSpec]),
]);

export const sendConfigResource = defineResource<SendConfigDto, SendConfigQuery, SendConfigValues>({
  key: ['hmsg', 'send-configs'],
  texts: 'hmsg.sendConfig',
  endpoint: fetchSendConfigs,
  rowKey: 'tempServerId',
  search: [{ name: 'messageCode' }, { name: 'messageName' }],
  columns: [
    { field: 'messageCode', width: 180, kind: 'code' },
    { field: 'messageName', width: 180 },
    {
      field: 'serverList',
      width: 320,
      render: (lines: SendConfigDto['serverList'], _row, cell) =>
        lines
          .map(
            (line) =>
              `${cell.t(`hmsg.sendConfig.channel.${line.typeCode}`)}: ${line.templateCode}${
                line.serverCode ? ` (${line.serverCode})` : ''
              } ${cell.t(line.enabledFlag === 1 ? 'hmsg.sendConfig.on' : 'hmsg.sendConfig.off')}`,
          )
          .join('; '),
    },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: sendConfigPermission('edit') },
    {
      key: 'delete',
      permission: sendConfigPermission('delete'),
      danger: true,
      confirm: {
        title: 'hmsg.sendConfig.delete.title',
        content: 'hmsg.sendConfig.delete.content',
        values: (row) => ({ code: row.messageCode }),
      },
    },
  ],
  remove: async (rows) => {
    for (const row of rows) await sendConfigs.remove(row);
  },
  form: {
    createTitle: 'hmsg.sendConfig.edit.new',
    editTitle: 'hmsg.sendConfig.edit.title',
    titleValues: (row) => ({ code: row.messageCode }),
    createPermission: sendConfigPermission('create'),
    width: 640,
    fields: [
      {
        name: 'messageCode',
        required: true,
        pattern: CONFIG_CODE,
        message: 'hmsg.sendConfig.error.code',
        only: 'create',
      },
      { name: 'messageName', required: true, maxLength: 120 },
      { name: 'enabledFlag', kind: 'switch' },
      ...channelFields,
    ],
    initial: (row) => ({
      messageCode: row?.messageCode ?? '',
      messageName: row?.messageName ?? '',
      enabledFlag: row ? row.enabledFlag === 1 : true,
      ...toChannelValues(row?.serverList ?? []),
    }),
    save: (values, row) =>
      sendConfigs.save({
        messageCode: row?.messageCode ?? values.messageCode.trim(),
        messageName: values.messageName.trim(),
        enabledFlag: values.enabledFlag ? 1 : 0,
        serverList: toChannelLines(values),
        ...(row && {
          tempServerId: row.tempServerId,
          objectVersionNumber: row.objectVersionNumber,
        }),
      }),
  },
});
