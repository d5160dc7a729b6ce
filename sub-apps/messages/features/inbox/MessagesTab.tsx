/**
 * The inbox's messages (the declaration is messages-resource.tsx), a list inside the inbox's tab.
 * Its own behaviour: a subject opens the message in a drawer and marks it read; `openId` (the
 * address's `?userMessageId=`, from the bell or the workplace) opens that one at once; Mark all
 * read.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { UserMessageDto } from '@polaris/core/services/message/types';
import { Button } from 'antd';
import { useEffect } from 'react';
import { fetchUserMessage } from './api/fetch-user-message';
import { MESSAGES, useMarkRead, useOpenedItem } from './api/use-inbox';
import { DetailDrawer } from './DetailDrawer';
import { isUnread, messagesResource } from './messages-resource';

const messageView = (message: UserMessageDto) => ({
  title: message.subject,
  kind: message.userMessageTypeMeaning,
  date: message.creationDate,
  html: message.content,
});

export function MessagesTab({ openId }: { openId?: number }) {
  const { t } = useIntl();
  const message = useOpenedItem(MESSAGES, fetchUserMessage, openId);
  const markRead = useMarkRead();
  const { mutate: mark } = markRead;
  const shown = message.query.data;
  useEffect(() => {
    if (shown && isUnread(shown)) mark({ userMessageIds: [shown.userMessageId] });
  }, [shown, mark]);

  return (
    <ResourcePage
      bare
      resource={messagesResource}
      onAction={{ open: (row) => message.open(row.userMessageId) }}
      toolbar={
        <Button disabled={markRead.isPending} onClick={() => mark({ readAll: true })}>
          {t('hmsg.inbox.action.readAll')}
        </Button>
      }
      below={
        <DetailDrawer item={message} heading={t('hmsg.inbox.detail.title')} view={messageView} />
      }
    />
  );
}
