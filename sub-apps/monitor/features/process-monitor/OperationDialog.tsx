/**
 * The monitor's two operations that ask for more: Reassign (the user the waiting task goes to,
 * from the user lookup, and an optional comment) and Terminate (the reason, required). A refusal
 * keeps the dialog open with what was chosen and typed.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { LovField } from '@polaris/core/kit/lov/LovField';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { MonitorInstanceDto } from '@polaris/core/services/workflow/monitor-types';
import { Form, Input, Typography } from 'antd';
import { reassignInstance, terminateInstance } from './api/instance-operations';

export type Operation = 'reassign' | 'terminate';

interface OperationValues {
  user?: LovChoice | null;
  text?: string;
}

export function OperationDialog(props: {
  operation: Operation;
  instance: MonitorInstanceDto;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useIntl();
  const [form] = Form.useForm<OperationValues>();
  const { operation, instance } = props;
  const label = (name: string) => t(`hwfl.monitor.${operation}.${name}`);
  const required = (name: string) => ({
    required: true,
    whitespace: name === 'text',
    message: t('hzero.common.kit.validation.required', { label: label(name) }),
  });
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    const text = values.text?.trim() ?? '';
    if (operation === 'terminate') {
      await terminateInstance(instance.processInstanceId, { reason: text });
    } else {
      await reassignInstance(instance.processInstanceId, {
        targetUserId: Number(values.user?.value),
        comment: text || null,
      });
    }
    props.onDone();
    return true;
  };
  return (
    <KitModal
      open
      title={t(`hwfl.monitor.${operation}.title`, {
        id: instance.processInstanceId,
        process: instance.processName,
      })}
      okText={t(`hwfl.monitor.action.${operation}`)}
      okButtonProps={{ danger: operation === 'terminate' }}
      onOk={save}
      onClose={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('hwfl.monitor.waiting', {
          task: instance.currentTaskName ?? '-',
          assignee: instance.currentAssigneeName ?? '-',
        })}
      </Typography.Paragraph>
      <Form form={form} name={`monitor-${operation}`} layout="vertical" preserve={false}>
        {operation === 'reassign' && (
          <Form.Item name="user" label={label('user')} rules={[required('user')]}>
            <LovField viewCode="HIAM.USER" aria-label={label('user')} />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={label('text')}
          rules={operation === 'terminate' ? [required('text'), { max: 480 }] : [{ max: 480 }]}
        >
          <Input.TextArea rows={3} maxLength={480} />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
