/**
 * Notices and announcements for their administrators, as a resource: search by title, kind and
 * status; per notice the actions its status allows (edit and publish a draft or a revoked one,
 * revoke a published one), each guarded by its button code; publishing and revoking ask first.
 * Create and Edit write the title, kind, type, HTML content (previewed as it is typed) and files
 * (the kit's Attachment, bucket `hmsg`). The site form manages the platform's notices (every
 * tenant sees them), the tenant form the organisation's own.
 */
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { HtmlField } from '@polaris/core/kit/form/HtmlField';
import { defineResource, type ConfirmSpec } from '@polaris/core/kit/resource/types';
import type { NoticeDto, NoticeQuery, NoticeSave } from '@polaris/core/services/message/types';
import { fetchNotices, type NoticeScope } from './api/fetch-notices';
import { postNoticeAction } from './api/notice-action';
import { saveNotice } from './api/save-notice';
import {
  NOTICE_STATUSES,
  noticeActionKeys,
  noticePermission,
  noticeStatus,
  type NoticeActionKey,
} from './notice-actions';
import {
  codeOptions,
  codeText,
  NOTICE_TYPES,
  RECEIVER_TYPES,
  ReceiverTypeField,
} from './notice-fields';

/** Where notices' files are kept (spec section 9 buckets). */
export const NOTICE_BUCKET = 'hmsg';

type NoticeValues = Pick<
  NoticeSave,
  'title' | 'noticeContent' | 'noticeTypeCode' | 'receiverTypeCode' | 'attachmentUuid'
>;

const offers = (key: NoticeActionKey) => (notice: NoticeDto) =>
  noticeActionKeys(notice.statusCode).includes(key);

const asked = (key: 'publish' | 'revoke'): ConfirmSpec<NoticeDto> => ({
  title: `hmsg.notices.${key}.title`,
  content: `hmsg.notices.${key}.content`,
  values: (notice) => ({ title: notice.title }),
});

const CHOOSE = 'hmsg.notices.error.choose';

function noticesResource(scope: NoticeScope) {
  return defineResource<NoticeDto, NoticeQuery, NoticeValues>({
    key: ['hmsg', 'notices', scope],
    texts: 'hmsg.notices',
    endpoint: fetchNotices[scope],
    rowKey: 'noticeId',
    search: [
      { name: 'title' },
      {
        name: 'receiverTypeCode',
        kind: 'select',
        options: codeOptions('receiver', RECEIVER_TYPES),
      },
      { name: 'statusCode', kind: 'select', options: codeOptions('status', NOTICE_STATUSES) },
    ],
    columns: [
      { field: 'title', width: 280 },
      {
        field: 'receiverTypeCode',
        width: 150,
        render: (code: string, _notice, cell) => codeText('receiver', RECEIVER_TYPES)(code, cell.t),
      },
      {
        field: 'noticeTypeCode',
        width: 160,
        render: (code: string, _notice, cell) => codeText('type', NOTICE_TYPES)(code, cell.t),
      },
      { field: 'statusCode', width: 110, kind: 'tag', status: noticeStatus },
      { field: 'publishedDate', width: 170, kind: 'dateTime' },
    ],
    actions: [
      { key: 'edit', permission: noticePermission('edit'), when: offers('edit') },
      {
        key: 'publish',
        permission: noticePermission('publish'),
        when: offers('publish'),
        confirm: asked('publish'),
        run: (notice) => postNoticeAction(scope, 'publish', notice),
      },
      {
        key: 'revoke',
        permission: noticePermission('revoke'),
        danger: true,
        when: offers('revoke'),
        confirm: asked('revoke'),
        run: (notice) => postNoticeAction(scope, 'revoke', notice),
      },
    ],
    form: {
      createTitle: 'hmsg.notices.edit.new',
      editTitle: 'hmsg.notices.edit.title',
      titleValues: (notice) => ({ title: notice.title }),
      // the gateway saves a new notice with the edit code too
      createPermission: noticePermission('edit'),
      width: 640,
      fields: [
        { name: 'title', required: true, maxLength: 120, message: 'hmsg.notices.error.title' },
        {
          name: 'receiverTypeCode',
          kind: 'custom',
          required: true,
          message: CHOOSE,
          render: () => <ReceiverTypeField />,
        },
        {
          name: 'noticeTypeCode',
          kind: 'select',
          required: true,
          message: CHOOSE,
          options: codeOptions('type', NOTICE_TYPES),
        },
        {
          name: 'noticeContent',
          kind: 'custom',
          required: true,
          maxLength: 20_000,
          message: 'hmsg.notices.error.content',
          render: () => <HtmlField rows={6} spellCheck />,
        },
        {
          name: 'attachmentUuid',
          kind: 'custom',
          render: () => <Attachment bucketName={NOTICE_BUCKET} directory="notices" />,
        },
      ],
      initial: (notice) => ({
        title: notice?.title ?? '',
        noticeContent: notice?.noticeContent ?? '',
        noticeTypeCode: notice?.noticeTypeCode ?? 'SYSTEM',
        receiverTypeCode: notice?.receiverTypeCode ?? 'ANNOUNCE',
        attachmentUuid: notice?.attachmentUuid ?? undefined,
      }),
      save: (values, notice) =>
        saveNotice(scope, {
          ...values,
          title: values.title.trim(),
          ...(notice && {
            noticeId: notice.noticeId,
            objectVersionNumber: notice.objectVersionNumber,
          }),
        }),
    },
  });
}

/** The platform's notices (site form) and the organisation's own (tenant form). */
export const noticesResources = {
  site: noticesResource('site'),
  tenant: noticesResource('tenant'),
};
