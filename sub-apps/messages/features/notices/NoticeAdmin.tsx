/**
 * Notices and announcements for their administrators: a search form, the paged list (kind,
 * type, status, published) and per notice the actions its status allows (edit and publish a
 * draft or revoked one, revoke a published one), each guarded by its button code in one
 * permission batch; publishing and revoking ask first. The site form manages the platform's
 * notices (every tenant sees them), the tenant form the organisation's own.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useDateTimeFormat } from '@polaris/core/kit/time/use-date-time-format';
import { ActionsList, type RowAction } from '@polaris/core/kit/actions/ActionsList';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { useModalHelper } from '@polaris/core/kit/modal/use-modal-helper';
import { usePermissions } from '@polaris/core/permissions/usePermission';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { NoticeDto, NoticeQuery } from '@polaris/core/services/message/types';
import { Button, Card, Col, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import type { NoticeScope } from './api/fetch-notices';
import { useNoticeAction, useNoticeList } from './api/use-notices';
import {
  ALL_NOTICE_ACTIONS,
  noticeActionKeys,
  noticePermission,
  noticeStatusColor,
} from './notice-actions';
import { NOTICE_TYPES, NoticeEditModal, RECEIVER_TYPES } from './NoticeEditModal';

const ALL_CODES = ALL_NOTICE_ACTIONS.map((key) => [noticePermission(key)]);
const STATUSES = ['DRAFT', 'PUBLISHED', 'REVOKED'];

export function NoticeAdmin({ scope }: { scope: NoticeScope }) {
  const { t } = useIntl();
  const [form] = Form.useForm<NoticeQuery>();
  const list = useNoticeList(scope);
  const act = useNoticeAction(scope);
  const [modals, modalHolder] = useModalHelper();
  const [editing, setEditing] = useState<NoticeDto | null | undefined>(undefined);
  usePermissions(ALL_CODES);
  const dateTimeFormat = useDateTimeFormat();
  const field = (name: string) => t(`hmsg.notices.field.${name}`);
  const options = (prefix: string, codes: string[]) =>
    codes.map((code) => ({ value: code, label: t(`hmsg.notices.${prefix}.${code}`) }));

  const actionsOf = (notice: NoticeDto): RowAction[] =>
    noticeActionKeys(notice.statusCode).map((key) => ({
      key,
      label: t(`hmsg.notices.action.${key}`),
      permissionList: [noticePermission(key)],
      danger: key === 'revoke',
      disabled: act.isPending && act.variables?.notice.noticeId === notice.noticeId,
      onClick: () => {
        if (key === 'edit') return setEditing(notice);
        modals.open({
          title: t(`hmsg.notices.${key}.title`, { title: notice.title }),
          content: t(`hmsg.notices.${key}.content`),
          okButtonProps: { danger: key === 'revoke' },
          onOk: () => act.mutateAsync({ action: key, notice }),
        });
      },
    }));

  const title = t('hmsg.notices.title');
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}
      extra={
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('hmsg.notices.new')}
        </Button>
      }
    >
      <SearchForm<NoticeQuery> form={form} onSearch={list.search} buttonSpan={6}>
        <Col span={6}>
          <Form.Item name="title" label={field('title')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="receiverTypeCode" label={field('receiverTypeCode')}>
            <Select allowClear options={options('receiver', RECEIVER_TYPES)} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="statusCode" label={field('statusCode')}>
            <Select allowClear options={options('status', STATUSES)} />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<NoticeDto, NoticeQuery>
        list={list}
        caption={title}
        rowKey="noticeId"
        columns={[
          { title: field('title'), dataIndex: 'title', width: 280 },
          {
            title: field('receiverTypeCode'),
            dataIndex: 'receiverTypeCode',
            width: 150,
            render: (code: string) => t(`hmsg.notices.receiver.${code}`, undefined, code),
          },
          {
            title: field('noticeTypeCode'),
            dataIndex: 'noticeTypeCode',
            width: 160,
            render: (code: string) =>
              NOTICE_TYPES.includes(code) ? t(`hmsg.notices.type.${code}`) : code,
          },
          {
            title: field('statusCode'),
            dataIndex: 'statusCode',
            width: 110,
            render: (code: string) => (
              <Tag color={noticeStatusColor(code)}>
                {STATUSES.includes(code) ? t(`hmsg.notices.status.${code}`) : code}
              </Tag>
            ),
          },
          {
            title: field('publishedDate'),
            dataIndex: 'publishedDate',
            width: 170,
            render: (value: string | null) => formatServerDate(value, dateTimeFormat),
          },
          {
            title: field('actions'),
            key: 'actions',
            width: 180,
            fixed: 'right',
            render: (_value, notice) => <ActionsList actions={actionsOf(notice)} />,
          },
        ]}
      />
      {editing !== undefined && (
        <NoticeEditModal scope={scope} notice={editing} onClose={() => setEditing(undefined)} />
      )}
      {modalHolder}
    </Card>
  );
}
