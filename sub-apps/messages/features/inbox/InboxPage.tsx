/**
 * /hmsg/user-message: the user's inbox. Messages (paged, filtered, read, deleted) and the latest
 * notices and announcements in two tabs. `?userMessageId=` opens a message, `?noticeId=` a notice
 * (the bell and the workplace cards link here).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Card, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MessagesTab } from './MessagesTab';
import { NoticesTab } from './NoticesTab';

function idOf(search: string, name: string): number | undefined {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export default function InboxPage() {
  const { t } = useIntl();
  const { search } = useLocation();
  const messageId = idOf(search, 'userMessageId');
  const noticeId = idOf(search, 'noticeId');
  const [tab, setTab] = useState(noticeId ? 'notices' : 'messages');
  useEffect(() => {
    if (noticeId) setTab('notices');
    else if (messageId) setTab('messages');
  }, [messageId, noticeId]);
  const title = t('hmsg.inbox.title');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'messages',
            label: t('hmsg.inbox.tab.messages'),
            children: <MessagesTab openId={messageId} />,
          },
          {
            key: 'notices',
            label: t('hmsg.inbox.tab.notices'),
            children: <NoticesTab openId={noticeId} />,
          },
        ]}
      />
    </Card>
  );
}
