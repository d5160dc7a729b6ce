/**
 * The reply box under a complaint's thread: required, at most 1,000 characters, posted under the
 * user's name (`acme.property.complaint.button.reply`). Once posted the box empties and the
 * thread and the list are read again; a refused reply keeps what was typed (the user is told why).
 */
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fieldRules } from '@polaris/core/kit/resource/ResourceForm';
import { notifications } from '@polaris/core/request/notify';
import { COMPLAINT_REPLY_MAX } from '@polaris/core/services/property/service-flow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { replyComplaint } from './api/reply-complaint';
import { complaintPermission, COMPLAINTS_KEY } from './complaint-views';

const REPLY_FIELD = { name: 'text', required: true, maxLength: COMPLAINT_REPLY_MAX } as const;

export function ReplyBox({ complaintId }: { complaintId: number }) {
  const { t } = useIntl();
  const [form] = Form.useForm<{ text: string }>();
  const client = useQueryClient();
  const reply = useMutation({
    mutationFn: (text: string) => replyComplaint({ complaintId, text }),
    onSuccess: () => {
      form.resetFields();
      notifications.success();
      void client.invalidateQueries({ queryKey: COMPLAINTS_KEY });
    },
  });
  const label = t('wuye.complaint.field.reply');
  return (
    <Form
      form={form}
      name="complaint-reply"
      layout="vertical"
      // a refusal was told by the request layer; what was typed stays
      onFinish={({ text }) => reply.mutate(text.trim())}
    >
      <Form.Item name="text" label={label} rules={fieldRules(REPLY_FIELD, label, t)}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <ButtonPermission
        type="primary"
        htmlType="submit"
        loading={reply.isPending}
        permissionList={[complaintPermission('reply')]}
      >
        {t('wuye.complaint.action.reply')}
      </ButtonPermission>
    </Form>
  );
}
