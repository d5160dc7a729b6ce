/**
 * The inbox's messages: a search form (subject, type, read or not), a paged list with the read
 * flag (Y/1 read, N/0 unread) and per message Mark read and Delete (asked first); a subject
 * opens the message in a drawer and marks it read. `openId` (the address's `?userMessageId=`,
 * from the bell or the workplace) opens that one at once.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useDateTimeFormat } from '@polaris/core/kit/time/use-date-time-format';
import { ActionsList, type RowAction } from '@polaris/core/kit/actions/ActionsList';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { useModalHelper } from '@polaris/core/kit/modal/use-modal-helper';
import { readStatus } from '@polaris/core/kit/status/row-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { UserMessageDto, UserMessageQuery } from '@polaris/core/services/message/types';
import { Button, Col, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useDeleteMessages, useInboxList, useMarkRead, useUserMessage } from './api/use-inbox';
import { DetailDrawer } from './DetailDrawer';

const unread = (flag: UserMessageDto['readFlag']) =>
  readStatus(flag).textKey === 'hzero.common.kit.status.unread';

export function MessagesTab({ openId }: { openId?: number }) {
  const { t } = useIntl();
  const [form] = Form.useForm<UserMessageQuery>();
  const list = useInboxList();
  const markRead = useMarkRead();
  const remove = useDeleteMessages();
  const [modals, modalHolder] = useModalHelper();
  const [opened, setOpened] = useState<number | undefined>(openId);
  const detail = useUserMessage(opened);
  const dateTimeFormat = useDateTimeFormat();
  useEffect(() => setOpened(openId), [openId]);
  const shown = detail.data;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (shown && unread(shown.readFlag)) mark({ userMessageIds: [shown.userMessageId] });
  }, [shown, mark]);

  const field = (name: string) => t(`hmsg.inbox.field.${name}`);
  const actionsOf = (message: UserMessageDto): RowAction[] => [
    ...(unread(message.readFlag)
      ? [
          {
            key: 'read',
            label: t('hmsg.inbox.markRead'),
            disabled: markRead.isPending,
            onClick: () => markRead.mutate({ userMessageIds: [message.userMessageId] }),
          },
        ]
      : []),
    {
      key: 'delete',
      label: t('hmsg.inbox.delete'),
      danger: true,
      onClick: () => {
        modals.open({
          title: t('hmsg.inbox.delete.title', { subject: message.subject }),
          content: t('hmsg.inbox.delete.content'),
          okButtonProps: { danger: true },
          onOk: () => remove.mutateAsync([message.userMessageId]),
        });
      },
    },
  ];

  return (
    <>
      <SearchForm<UserMessageQuery> form={form} onSearch={list.search} buttonSpan={6}>
        <Col span={6}>
          <Form.Item name="subject" label={field('subject')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="userMessageTypeCode" label={field('type')}>
            <LovSelect
              lovCode="HMSG.MESSAGE_TYPE"
              allowClear
              placeholder={t('hmsg.inbox.type.all')}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="readFlag" label={field('readFlag')}>
            <Select
              allowClear
              placeholder={t('hmsg.inbox.read.all')}
              options={[
                { value: 0, label: t('hzero.common.kit.status.unread') },
                { value: 1, label: t('hzero.common.kit.status.read') },
              ]}
            />
          </Form.Item>
        </Col>
      </SearchForm>
      <Space style={{ marginBottom: 12 }}>
        <Button disabled={markRead.isPending} onClick={() => markRead.mutate({ readAll: true })}>
          {t('hmsg.inbox.markAllRead')}
        </Button>
      </Space>
      <PagedTable<UserMessageDto, UserMessageQuery>
        list={list}
        caption={t('hmsg.inbox.title')}
        rowKey="userMessageId"
        columns={[
          {
            title: field('subject'),
            dataIndex: 'subject',
            width: 320,
            render: (subject: string, message) => (
              <Button
                type="link"
                style={{ padding: 0, fontWeight: unread(message.readFlag) ? 600 : undefined }}
                onClick={() => setOpened(message.userMessageId)}
              >
                {subject}
              </Button>
            ),
          },
          { title: field('type'), dataIndex: 'userMessageTypeMeaning', width: 120 },
          {
            title: field('readFlag'),
            dataIndex: 'readFlag',
            width: 110,
            render: statusRender(readStatus),
          },
          {
            title: field('creationDate'),
            dataIndex: 'creationDate',
            width: 170,
            render: (value: string) => formatServerDate(value, dateTimeFormat),
          },
          {
            title: field('actions'),
            key: 'actions',
            width: 180,
            render: (_value, message) => <ActionsList actions={actionsOf(message)} />,
          },
        ]}
      />
      {opened !== undefined && (
        <DetailDrawer
          query={detail}
          heading={t('hmsg.inbox.detail.title')}
          dateTimeFormat={dateTimeFormat}
          view={
            shown && {
              title: shown.subject,
              kind: shown.userMessageTypeMeaning,
              date: shown.creationDate,
              html: shown.content,
            }
          }
          onClose={() => setOpened(undefined)}
        />
      )}
      {modalHolder}
    </>
  );
}
