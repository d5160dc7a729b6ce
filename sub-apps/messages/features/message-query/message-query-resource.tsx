/**
 * The messages sent, as a resource (read-only): searched by subject, receiver, template and
 * status; each with its channel, receiver, status and the reason of a failure.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import type { Translate } from '@polaris/core/kit/texts';
import type {
  SentMessageDto,
  SentMessageQuery,
  TrxStatusCode,
} from '@polaris/core/services/message/types';
import { fetchSentMessages } from './api/fetch-sent-messages';

const STATUSES: Record<TrxStatusCode, StatusView> = {
  S: view('hmsg.messageQuery.status.S', 'success'),
  F: view('hmsg.messageQuery.status.F', 'error'),
  P: view('hmsg.messageQuery.status.P', 'processing'),
};

export const sentStatus = (code: TrxStatusCode): StatusView | undefined => STATUSES[code];

const statusOptions = (t: Translate) =>
  (Object.keys(STATUSES) as TrxStatusCode[]).map((code) => ({
    value: code,
    label: t(STATUSES[code].textKey),
  }));

export const messageQueryResource = defineResource<SentMessageDto, SentMessageQuery>({
  key: ['hmsg', 'sent-messages'],
  texts: 'hmsg.messageQuery',
  endpoint: fetchSentMessages,
  rowKey: 'messageId',
  search: [
    { name: 'subject' },
    { name: 'receiverAddress' },
    { name: 'templateCode' },
    { name: 'trxStatusCode', kind: 'select', options: statusOptions },
  ],
  columns: [
    { field: 'sendDate', width: 170, kind: 'dateTime' },
    { field: 'subject', width: 240 },
    { field: 'receiverAddress', width: 180 },
    {
      field: 'messageTypeCode',
      width: 110,
      render: (code: string, _row, cell) => cell.t(`hmsg.messageQuery.channel.${code}`),
    },
    { field: 'templateCode', width: 180, kind: 'code' },
    { field: 'trxStatusCode', width: 100, kind: 'tag', status: sentStatus },
    { field: 'transactionMessage', width: 200 },
  ],
});
