/**
 * The workplace's cards (a lazy chunk): the role's quick entries, the latest announcements and
 * the unread messages; each entry opens its page in a tab. The lists are the workplace and global
 * models' (asked when the cards show, the messages again when the live count changes); a card
 * whose list could not be loaded says so with Retry. Lists show once the user's watermark lies
 * over the page (until then the cards say they are loading).
 */
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { formatRecentDate } from '@polaris/core/kit/time/recent-date';
import { useMarkReady, useMarkRetry } from '@polaris/core/kit/watermark/WatermarkScope';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { userModel } from '@polaris/core/models/user';
import { Button } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { INBOX_PATH } from '../messages/inbox-path';
import { isUnread } from '../messages/notice-rules';
import { PANEL_TEXTS, panelTexts } from '../messages/panel-texts';
import { useTextsOnce } from '../state/use-texts-once';
import { useNoticeState } from '../messages/notice-model';
import { workplaceModel } from './workplace-model';

type Load = 'loading' | 'failed' | 'ready';

function useLoad(type: string, again: unknown): [Load, () => void] {
  const dispatch = useModelDispatch();
  const [status, setStatus] = useState<Load>('loading');
  const load = useCallback(() => {
    Promise.resolve(dispatch({ type })).then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  }, [dispatch, type]);
  useEffect(load, [load, again]);
  return [status, load];
}

interface Entry {
  key: string | number;
  label: string;
  detail?: string;
  path: string;
}

function Card({
  id,
  title,
  status,
  retry,
  entries,
  empty,
}: {
  id: string;
  title: string;
  status: Load;
  retry(): void;
  entries: Entry[];
  empty: string;
}) {
  const { t } = useIntl();
  const { open } = usePageNavigation();
  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <p role="alert">
        {t('hmsg.bell.loadFailed')}{' '}
        <Button size="small" onClick={retry}>
          {t('hmsg.bell.retry')}
        </Button>
      </p>
    );
  } else if (entries.length === 0) {
    body = <p className="polaris-bell-item-meta">{status === 'loading' ? '…' : empty}</p>;
  } else {
    body = (
      <ul className="polaris-workplace-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Button type="link" title={entry.label} onClick={() => open(entry.path)}>
              {entry.label}
            </Button>
            {entry.detail && <span className="polaris-bell-item-meta">{entry.detail}</span>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      className="polaris-card polaris-workplace-card"
      aria-labelledby={id}
      aria-busy={status === 'loading'}
    >
      <h3 id={id} className="polaris-workplace-card-title">
        {title}
      </h3>
      {body}
    </section>
  );
}

export default function WorkplaceCards() {
  const { t, language } = useIntl();
  useTextsOnce(PANEL_TEXTS, panelTexts);
  const count = useNoticeState((state) => state.count);
  const notices = useNoticeState((state) => state.notices);
  const announces = useNoticeState((state) => state.announces);
  const quickEntries = useModelState(workplaceModel, (state) => state.quickEntries);
  const dateFormat = useModelState(userModel, (state) => state.currentUser?.dateFormat);
  const marked = useMarkReady();
  const retryMark = useMarkRetry();
  const [entriesLoad, retryEntriesLoad] = useLoad('workplace/fetchQuickEntries', language);
  const [noticesLoad, retryNoticesLoad] = useLoad('global/fetchNotices', count);
  // unmarked data stays hidden: while the mark's code failed to load, Retry asks for that
  const waiting = retryMark ? 'failed' : 'loading';
  const entriesStatus = marked ? entriesLoad : waiting;
  const noticesStatus = marked ? noticesLoad : waiting;
  const retryEntries = retryMark ?? retryEntriesLoad;
  const retryNotices = retryMark ?? retryNoticesLoad;
  const shown = <T,>(list: T[]): T[] => (marked ? list : []);
  const now = new Date();
  const dated = (value: string) => formatRecentDate(value, now, { language, t, dateFormat });
  return (
    <div className="polaris-workplace-cards">
      <Card
        id="polaris-workplace-quick"
        title={t('hmsg.workplace.quickEntries')}
        status={entriesStatus}
        retry={retryEntries}
        empty={t('hmsg.workplace.noEntries')}
        entries={shown(quickEntries).map((entry) => ({
          key: entry.quickEntryId,
          label: entry.title,
          path: entry.route,
        }))}
      />
      <Card
        id="polaris-workplace-announcements"
        title={t('hmsg.workplace.announcements')}
        status={noticesStatus}
        retry={retryNotices}
        empty={t('hmsg.bell.empty.announce')}
        entries={shown(announces).map((notice) => ({
          key: notice.noticeId,
          label: notice.title,
          detail: dated(notice.publishedDate),
          path: `${INBOX_PATH}?noticeId=${notice.noticeId}`,
        }))}
      />
      <Card
        id="polaris-workplace-unread"
        title={`${t('hmsg.workplace.unread')} (${count})`}
        status={noticesStatus}
        retry={retryNotices}
        empty={t('hmsg.bell.empty.message')}
        entries={shown(notices.filter(isUnread)).map((notice) => ({
          key: notice.type === 'message' ? notice.userMessageId : notice.noticeId,
          label: notice.type === 'message' ? notice.subject : notice.title,
          detail: notice.type === 'message' ? dated(notice.creationDate) : undefined,
          path:
            notice.type === 'message'
              ? `${INBOX_PATH}?userMessageId=${notice.userMessageId}`
              : INBOX_PATH,
        }))}
      />
    </div>
  );
}
