/**
 * A message or a notice opened from the inbox, in a drawer: subject, type, date and the body, the
 * server's HTML through the one sanitiser (nothing in it runs). A failure shows in place.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { SafeHtml } from '@polaris/core/security/SafeHtml';
import type { UseQueryResult } from '@tanstack/react-query';
import { Drawer, Skeleton, Space, Tag, Typography } from 'antd';

export interface DetailView {
  title: string;
  kind?: string;
  date?: string | null;
  html?: string;
  /** A notice's files (bucket `hmsg`), to open or download. */
  attachmentUuid?: string | null;
}

export function DetailDrawer({
  query,
  view,
  heading,
  dateTimeFormat,
  onClose,
}: {
  query: UseQueryResult<unknown>;
  view: DetailView | undefined;
  heading: string;
  dateTimeFormat: string;
  onClose(): void;
}) {
  const { t } = useIntl();
  return (
    <Drawer open width={560} title={heading} onClose={onClose} destroyOnClose>
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
