/**
 * The message or notice open in an inbox tab, in a drawer: subject, type, date and the body, the
 * server's HTML through the one sanitiser (nothing in it runs). A failure shows in place. Shown
 * while the item is open (`useOpenedItem`); closing it closes the item.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { useDateTimeFormat } from '@polaris/core/kit/time/use-date-time-format';
import { SafeHtml } from '@polaris/core/security/SafeHtml';
import { Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import type { OpenedItem } from './api/use-inbox';

export interface DetailView {
  title: string;
  kind?: string;
  date?: string | null;
  html?: string;
  /** A notice's files (bucket `hmsg`), to open or download. */
  attachmentUuid?: string | null;
}

export function DetailDrawer<T>({
  item,
  heading,
  view: viewOf,
}: {
  item: OpenedItem<T>;
  heading: string;
  /** What of the item the drawer shows. */
  view: (item: T) => DetailView;
}) {
  const { t } = useIntl();
  const dateTimeFormat = useDateTimeFormat();
  if (item.id === undefined) return null;
  const { query } = item;
  const view = query.data === undefined ? undefined : viewOf(query.data);
  return (
    <Drawer open width={560} title={heading} onClose={item.close}>
      <QueryFailure query={query} />
      {query.isLoading && <Skeleton active />}
      {view && (
        <article aria-label={view.title}>
          <Typography.Title level={4}>{view.title}</Typography.Title>
          <Space size={8} style={{ marginBottom: 16 }}>
            {view.kind && <Tag>{view.kind}</Tag>}
            <span>{formatServerDate(view.date ?? null, dateTimeFormat)}</span>
          </Space>
          {view.html ? (
            <SafeHtml className="polaris-message-body" html={view.html} />
          ) : (
            <Typography.Text type="secondary">{t('hmsg.inbox.detail.empty')}</Typography.Text>
          )}
          {view.attachmentUuid && (
            <section aria-label={t('hmsg.inbox.detail.attachments')} style={{ marginTop: 16 }}>
              <Attachment readOnly bucketName="hmsg" value={view.attachmentUuid} />
            </section>
          )}
        </article>
      )}
    </Drawer>
  );
}
