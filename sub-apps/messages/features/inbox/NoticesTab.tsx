/**
 * The inbox's notices and announcements: the latest published ones of the user's tenant and the
 * platform (one answer, paged here), in the kit's column declarations; a title opens the notice
 * in a drawer. `openId` (the address's `?noticeId=`) opens one at once.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryTable } from '@polaris/core/kit/query/QueryTable';
import { tableColumns } from '@polaris/core/kit/resource/columns';
import type { ColumnSpec } from '@polaris/core/kit/resource/types';
import { useCellContext } from '@polaris/core/kit/resource/use-cell-context';
import type { NoticeDto, NoticePreviewDto } from '@polaris/core/services/message/types';
import { useMemo } from 'react';
import { fetchPublishedNotice } from './api/fetch-published-notice';
import { NOTICES, useOpenedItem, usePublishedNotices } from './api/use-inbox';
import { DetailDrawer } from './DetailDrawer';

const COLUMNS: readonly ColumnSpec<NoticePreviewDto>[] = [
  { field: 'title', width: 320, opens: true },
  { field: 'receiverTypeMeaning', width: 140 },
  { field: 'noticeTypeMeaning', width: 160 },
  { field: 'publishedDate', width: 170, kind: 'dateTime' },
];

const noticeView = (notice: NoticeDto) => ({
  title: notice.title,
  kind: notice.noticeTypeMeaning,
  date: notice.publishedDate,
  html: notice.noticeContent,
  attachmentUuid: notice.attachmentUuid,
});

export function NoticesTab({ openId }: { openId?: number }) {
  const { t } = useIntl();
  const notices = usePublishedNotices();
  const notice = useOpenedItem(NOTICES, fetchPublishedNotice, openId);
  const cell = useCellContext();
  const { open } = notice;
  const columns = useMemo(
    () =>
      tableColumns(COLUMNS, {
        texts: 'hmsg.inbox',
        cell,
        sort: null,
        onOpen: (_key, row) => open(row.noticeId),
      }),
    [cell, open],
  );
  return (
    <>
      <QueryTable<NoticePreviewDto>
        query={notices}
        caption={t('hmsg.inbox.tab.notices')}
        rowKey="noticeId"
        columns={columns}
      />
      <DetailDrawer item={notice} heading={t('hmsg.inbox.detail.notice')} view={noticeView} />
    </>
  );
}
