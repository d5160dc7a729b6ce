/**
 * "Send a test": a template's message sent to a chosen user's inbox (the user picked with the
 * HIAM.USER lookup). A refusal keeps the dialog open with what was chosen; a send the message
 * service recorded as failed (a channel switched off) is told as such, not as sent.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovField } from '@polaris/core/kit/lov/LovField';
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { SentMessageDto } from '@polaris/core/services/message/types';
import { Form, Input } from 'antd';
import { sendWebMessage } from './api/send-web-message';

interface SendTestValues {
  messageCode: string;
  receiver: LovChoice | null;
}

export const USER_LOOKUP = 'HIAM.USER';

/** What the send names for a chosen user: their id, and the organisation they are in. */
export function receiverOf(choice: LovChoice): { userId: number; targetUserTenantId: number } {
  const tenantId = choice.record?.tenantId;
  return {
    userId: Number(choice.value),
    targetUserTenantId: typeof tenantId === 'number' ? tenantId : 0,
  };
}

export function SendTestDialog({
  onClose,
  onSent,
}: {
  onClose(): void;
  /** The send landed: the messages recorded, one per receiver, each sent or failed. */
  onSent(messages: SentMessageDto[]): void;
}) {
  const { t } = useIntl();
  const [form] = Form.useForm<SendTestValues>();
  const label = (name: string) => t(`hmsg.messageQuery.test.${name}`);
  const required = (name: string) => ({
    required: true,
    message: t('hzero.common.kit.validation.required', { label: label(name) }),
  });
  const send = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.receiver) return false;
    const sent = await sendWebMessage({
      messageCode: values.messageCode.trim(),
      receiverAddressList: [receiverOf(values.receiver)],
    });
    onSent(sent.messages);
    return true;
  };
  return (
    <KitModal open title={label('title')} onOk={send} onClose={onClose} destroyOnHidden>
      <Form
        form={form}
        name="send-test"
        layout="vertical"
        initialValues={{ messageCode: 'HMSG.TEST' }}
      >
        <Form.Item
          name="messageCode"
          label={label('messageCode')}
          rules={[required('messageCode')]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="receiver" label={label('receiver')} rules={[required('receiver')]}>
          <LovField viewCode={USER_LOOKUP} />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
