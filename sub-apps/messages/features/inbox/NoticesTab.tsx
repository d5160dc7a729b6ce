/**
 * The inbox's notices and announcements: the latest published ones of the user's tenant and the
 * platform; a title opens the notice in a drawer. `openId` (the address's `?noticeId=`) opens one.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useDateTimeFormat } from '@polaris/core/kit/time/use-date-time-format';
import { QueryTable } from '@polaris/core/kit/query/QueryTable';
import type { NoticePreviewDto } from '@polaris/core/services/message/types';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { usePublishedNotice, usePublishedNotices } from './api/use-inbox';
import { DetailDrawer } from './DetailDrawer';

export function NoticesTab({ openId }: { openId?: number }) {
  const { t } = useIntl();
  const notices = usePublishedNotices();
  const [opened, setOpened] = useState<number | undefined>(openId);
  const detail = usePublishedNotice(opened);
  const dateTimeFormat = useDateTimeFormat();
  useEffect(() => setOpened(openId), [openId]);
  const field = (name: string) => t(`hmsg.inbox.field.${name}`);
  const shown = detail.data;
  return (
    <>
      <QueryTable<NoticePreviewDto>
        query={notices}
        caption={t('hmsg.inbox.tab.notices')}
        rowKey="noticeId"
        columns={[
          {
            title: field('title'),
            dataIndex: 'title',
            width: 320,
            render: (title: string, notice) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setOpened(notice.noticeId)}>
                {title}
              </Button>
            ),
          },
          { title: field('receiverType'), dataIndex: 'receiverTypeMeaning', width: 140 },
          { title: field('type'), dataIndex: 'noticeTypeMeaning', width: 160 },
          {
            title: field('publishedDate'),
            dataIndex: 'publishedDate',
            width: 170,
            render: (value: string) => formatServerDate(value, dateTimeFormat),
          },
        ]}
      />
      {opened !== undefined && (
        <DetailDrawer
          query={detail}
          heading={t('hmsg.inbox.detail.notice')}
          dateTimeFormat={dateTimeFormat}
          view={
            shown && {
              title: shown.title,
              kind: shown.noticeTypeMeaning,
              date: shown.publishedDate,
              html: shown.noticeContent,
              attachmentUuid: shown.attachmentUuid,
            }
          }
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
}
