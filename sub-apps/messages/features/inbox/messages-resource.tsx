/**
 * The inbox's messages as a resource: search by subject, type and read flag; the read flag as a
 * status (Y/1 read, N/0 unread; an unread subject in bold); per message Mark read (an unread one)
 * and Delete (asked first), and the chosen ones deleted at once. A subject opens the message
 * (`open`, the tab's own).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { readStatus } from '@polaris/core/kit/status/row-status';
import { markMessagesRead } from '@polaris/core/services/message/messages';
import type { UserMessageDto, UserMessageQuery } from '@polaris/core/services/message/types';
import { deleteUserMessages } from './api/delete-user-messages';
import { fetchUserMessages } from './api/fetch-user-messages';
import { MESSAGES } from './api/use-inbox';

export const isUnread = (message: Pick<UserMessageDto, 'readFlag'>) =>
  readStatus(message.readFlag).textKey === 'hzero.common.kit.status.unread';

export const messagesResource = defineResource<UserMessageDto, UserMessageQuery>({
  key: MESSAGES,
  texts: 'hmsg.inbox',
  endpoint: fetchUserMessages,
  rowKey: 'userMessageId',
  search: [
    { name: 'subject' },
    {
      name: 'userMessageTypeCode',
      kind: 'lov',
      lovCode: 'HMSG.MESSAGE_TYPE',
      placeholder: 'hmsg.inbox.type.all',
    },
    {
      name: 'readFlag',
      kind: 'select',
      placeholder: 'hmsg.inbox.read.all',
      options: (t) => [
        { value: 0, label: t('hzero.common.kit.status.unread') },
        { value: 1, label: t('hzero.common.kit.status.read') },
      ],
    },
  ],
  columns: [
    {
      field: 'subject',
      width: 320,
      opens: 'open',
      render: (subject: string, message) => (
        <span style={{ fontWeight: isUnread(message) ? 600 : undefined }}>{subject}</span>
      ),
    },
    { field: 'userMessageTypeMeaning', width: 120 },
    { field: 'readFlag', width: 110, kind: 'status', status: readStatus },
    { field: 'creationDate', width: 170, kind: 'dateTime' },
  ],
  actions: [
    {
      key: 'read',
      when: isUnread,
      // the flag changes in the list: nothing to announce
      quiet: true,
      run: (message) => markMessagesRead({ userMessageIds: [message.userMessageId] }),
    },
    {
      key: 'delete',
      confirm: {
        title: 'hmsg.inbox.delete.title',
        content: 'hmsg.inbox.delete.content',
        values: (message) => ({ subject: message.subject }),
      },
    },
  ],
  batchActions: [
    {
      key: 'delete',
      label: 'hmsg.inbox.action.deleteChosen',
      confirm: {
        title: 'hmsg.inbox.deleteChosen.title',
        content: 'hmsg.inbox.deleteChosen.content',
      },
    },
  ],
  remove: (messages) => deleteUserMessages(messages.map((message) => message.userMessageId)),
});
