/**
 * The bell's panel (a lazy chunk): the 5 most recent messages (subject, type, the recent-message
 * date), the latest notices and announcements in their own tabs. A message is marked read on its
 * own or all at once; each tab clears its type; an item opens the inbox on it, "View all" the
 * inbox, both in a tab through the shell's navigation. The lists are asked on opening and again
 * whenever the live count changes while the panel is open.
 */
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { formatRecentDate } from '@polaris/core/kit/time/recent-date';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { userModel } from '@polaris/core/models/user';
import { Alert, Button, Spin, Tabs, Tag } from 'antd';
import type { Action } from 'redux';
import { useCallback, useEffect, useState } from 'react';
import { useNoticeState } from './notice-model';
import type { ClearType } from './notice-model';
import { INBOX_PATH } from './inbox-path';
import { isUnread, type BellNotice } from './notice-rules';
import { PANEL_TEXTS, panelTexts } from './panel-texts';
import { useTextsOnce } from '../state/use-texts-once';

interface Item {
  key: string;
  title: string;
  meta: string;
  date: string;
  unread: boolean;
  open: string;
  userMessageId?: number;
}

function useRun() {
  const dispatch = useModelDispatch();
  return useCallback(
    (action: Action<string> & { payload?: unknown }) => Promise.resolve(dispatch(action)),
    [dispatch],
  );
}

export default function BellPanel({ onClose }: { onClose(): void }) {
  const { t, language } = useIntl();
  useTextsOnce(PANEL_TEXTS, panelTexts);
  const run = useRun();
  const { open } = usePageNavigation();
  const dateFormat = useModelState(userModel, (state) => state.currentUser?.dateFormat);
  const count = useNoticeState((state) => state.count);
  const notices = useNoticeState((state) => state.notices);
  const announces = useNoticeState((state) => state.announces);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setStatus('loading'); // what shows is the last answer, under the spinner, until the new one
    run({ type: 'global/fetchNotices' }).then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  }, [run]);
  useEffect(load, [load, count]);

  const now = new Date();
  const dated = (value: string) => formatRecentDate(value, now, { language, t, dateFormat });
  const itemOf = (notice: BellNotice): Item =>
    notice.type === 'message'
      ? {
          key: `m${notice.userMessageId}`,
          title: notice.subject,
          meta: notice.userMessageTypeMeaning ?? notice.userMessageTypeCode ?? '',
          date: dated(notice.creationDate),
          unread: isUnread(notice),
          open: `${INBOX_PATH}?userMessageId=${notice.userMessageId}`,
          userMessageId: notice.userMessageId,
        }
      : {
          key: `n${notice.noticeId}`,
          title: notice.title,
          meta: notice.noticeTypeMeaning ?? '',
          date: dated(notice.publishedDate),
          unread: false,
          open: `${INBOX_PATH}?noticeId=${notice.noticeId}`,
        };
  const messages = notices.filter((notice) => notice.type === 'message').map(itemOf);
  const notifications = notices.filter((notice) => notice.type === 'notice').map(itemOf);
  const announcements = announces.map((notice) => itemOf({ ...notice, type: 'notice' }));

  const act = (action: Action<string> & { payload?: unknown }) => {
    setBusy(true);
    // a failure has been told by the request layer; the panel stays as it was
    run(action)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const go = (path: string) => {
    onClose();
    open(path);
  };
  const openItem = (item: Item) => {
    if (item.unread && item.userMessageId !== undefined) {
      act({ type: 'global/markNoticesRead', payload: { userMessageIds: [item.userMessageId] } });
    }
    go(item.open);
  };

  const list = (items: Item[], type: ClearType) => (
    <>
      {items.length === 0 ? (
        <p className="polaris-bell-item-meta">{t(`hmsg.bell.empty.${type}`)}</p>
      ) : (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t(`hmsg.bell.tab.${type}`)}
        >
          {items.map((item) => (
            <li key={item.key} className="polaris-bell-item">
              <div className="polaris-bell-item-main">
                <button
                  type="button"
                  className="polaris-bell-item-title"
                  data-unread={item.unread}
                  title={item.title}
                  onClick={() => openItem(item)}
                >
                  {item.title}
                </button>
                <span className="polaris-bell-item-meta">
                  {item.meta && <Tag bordered={false}>{item.meta}</Tag>}
                  {item.unread && <Tag color="processing">{t('hmsg.bell.unread')}</Tag>}
                  {item.date}
                </span>
              </div>
              {item.unread && (
                <Button
                  size="small"
                  type="link"
                  disabled={busy}
                  aria-label={`${t('hmsg.bell.markRead')}: ${item.title}`}
                  onClick={() =>
                    act({
                      type: 'global/markNoticesRead',
                      payload: { userMessageIds: [item.userMessageId] },
                    })
                  }
                >
                  {t('hmsg.bell.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="polaris-bell-actions">
        <span>
          {type === 'message' && (
            <Button
              size="small"
              disabled={busy || !items.some((item) => item.unread)}
              onClick={() => act({ type: 'global/markNoticesRead', payload: {} })}
            >
              {t('hmsg.bell.markAllRead')}
            </Button>
          )}{' '}
          <Button
            size="small"
            disabled={busy || items.length === 0}
            onClick={() => act({ type: 'global/clearNotices', payload: type })}
          >
            {t('hmsg.bell.clear')}
          </Button>
        </span>
        <Button size="small" type="link" onClick={() => go(INBOX_PATH)}>
          {t('hmsg.bell.viewAll')}
        </Button>
      </div>
    </>
  );

  return (
    <div
      className="polaris-bell-panel"
      role="dialog"
      aria-label={t('hmsg.bell.title')}
      aria-busy={status === 'loading'}
    >
      {status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={t('hmsg.bell.loadFailed')}
          action={
            <Button size="small" onClick={load}>
              {t('hmsg.bell.retry')}
            </Button>
          }
        />
      ) : (
        <Spin spinning={status === 'loading'}>
          <Tabs
            size="small"
            items={[
              {
                key: 'message',
                label: t('hmsg.bell.tab.message'),
                children: list(messages, 'message'),
              },
              {
                key: 'notice',
                label: t('hmsg.bell.tab.notice'),
                children: list(notifications, 'notice'),
              },
              {
                key: 'announce',
                label: t('hmsg.bell.tab.announce'),
                children: list(announcements, 'announce'),
              },
            ]}
          />
        </Spin>
      )}
    </div>
  );
}
