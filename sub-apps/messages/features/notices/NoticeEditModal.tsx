/**
 * Writing a notice in the kit's modal: title, kind (notification or announcement), type and the
 * HTML content, with a preview through the one sanitiser. OK validates, saves and closes; a
 * failed save keeps the dialog and what was typed (the request layer said why). Files are
 * attached with the kit's Attachment (bucket `hmsg`): its first upload gives the notice its
 * attachment UUID, saved with the notice.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import { SafeHtml } from '@polaris/core/security/SafeHtml';
import type { NoticeDto, NoticeSave } from '@polaris/core/services/message/types';
import { Alert, Form, Input, Select } from 'antd';
import type { NoticeScope } from './api/fetch-notices';
import { useSaveNotice } from './api/use-notices';

type EditValues = Pick<
  NoticeSave,
  'title' | 'noticeContent' | 'noticeTypeCode' | 'receiverTypeCode' | 'attachmentUuid'
>;

export const RECEIVER_TYPES = ['NOTIFY', 'ANNOUNCE'];
export const NOTICE_TYPES = ['SYSTEM', 'MAINTENANCE', 'BUSINESS'];
/** Where notices' files are kept (spec section 9 buckets). */
export const NOTICE_BUCKET = 'hmsg';

export function NoticeEditModal({
  scope,
  notice,
  onClose,
}: {
  scope: NoticeScope;
  /** null: a new notice. */
  notice: NoticeDto | null;
  onClose(): void;
}) {
  const { t } = useIntl();
  const [form] = Form.useForm<EditValues>();
  const save = useSaveNotice(scope);
  const content = Form.useWatch('noticeContent', form);
  const receiver = Form.useWatch('receiverTypeCode', form);
  const ok = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false; // the form shows what is wrong
    await save.mutateAsync({
      ...values,
      title: values.title.trim(),
      ...(notice && { noticeId: notice.noticeId, objectVersionNumber: notice.objectVersionNumber }),
    });
    return true;
  };
  const field = (name: string) => t(`hmsg.notices.field.${name}`);
  const choose = [{ required: true, message: t('hmsg.notices.error.choose') }];
  return (
    <KitModal
      open
      width={640}
      title={
        notice ? t('hmsg.notices.edit.title', { title: notice.title }) : t('hmsg.notices.edit.new')
      }
      onOk={ok}
      onClose={onClose}
      destroyOnClose
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{
          title: notice?.title ?? '',
          noticeContent: notice?.noticeContent ?? '',
          noticeTypeCode: notice?.noticeTypeCode ?? 'SYSTEM',
          receiverTypeCode: notice?.receiverTypeCode ?? 'ANNOUNCE',
          attachmentUuid: notice?.attachmentUuid ?? undefined,
        }}
      >
        <Form.Item
          name="title"
          label={field('title')}
          rules={[
            { required: true, whitespace: true, max: 120, message: t('hmsg.notices.error.title') },
          ]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="receiverTypeCode" label={field('receiverTypeCode')} rules={choose}>
          <Select
            options={RECEIVER_TYPES.map((code) => ({
              value: code,
              label: t(`hmsg.notices.receiver.${code}`),
            }))}
          />
        </Form.Item>
        {receiver === 'NOTIFY' && (
          <Alert
            type="info"
            showIcon
            message={t('hmsg.notices.edit.notifyHint')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item name="noticeTypeCode" label={field('noticeTypeCode')} rules={choose}>
          <Select
            options={NOTICE_TYPES.map((code) => ({
              value: code,
              label: t(`hmsg.notices.type.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="noticeContent"
          label={field('noticeContent')}
          rules={[{ required: true, max: 20_000, message: t('hmsg.notices.error.content') }]}
        >
          <Input.TextArea rows={6} spellCheck />
        </Form.Item>
        <Form.Item name="attachmentUuid" label={field('attachments')}>
          <Attachment bucketName={NOTICE_BUCKET} directory="notices" />
        </Form.Item>
      </Form>
      {content && (
        <section aria-label={t('hmsg.notices.edit.preview')}>
          <h3 style={{ fontSize: 14 }}>{t('hmsg.notices.edit.preview')}</h3>
          <SafeHtml html={content} />
        </section>
      )}
    </KitModal>
  );
}
