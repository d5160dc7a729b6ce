/**
 * The dialog of one action on a task: the comment (required where the action needs one) and the
 * fields the action needs — whom (the user lookup `HIAM.USER`) or which earlier step. OK sends it;
 * a refusal keeps the dialog open with what was typed (the request layer has said why).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { LovField } from '@polaris/core/kit/lov/LovField';
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { ProcessTaskDto, TaskAction } from '@polaris/core/services/workflow/process-types';
import { Form, Input, Select } from 'antd';
import { actionFields, isDanger } from './action-fields';
import { actOnTask } from './api/act-on-task';

interface ActionValues {
  comment?: string;
  targetUser?: LovChoice | null;
  targetNodeId?: string;
}

export interface TaskActionDialogProps {
  task: ProcessTaskDto;
  action: TaskAction;
  onClose(): void;
  /** The action landed. */
  onDone(): void;
}

export function TaskActionDialog({ task, action, onClose, onDone }: TaskActionDialogProps) {
  const { t } = useIntl();
  const [form] = Form.useForm<ActionValues>();
  const fields = actionFields(action);
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('hzero.common.kit.validation.required', { label }),
  });
  const commentLabel = t('hwfl.task.field.comment');
  const userLabel = t('hwfl.task.field.targetUser');
  const stepLabel = t('hwfl.task.field.targetNode');
  const actionName = t(`hwfl.task.do.${action}`);

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false;
    await actOnTask(task.taskId, {
      action,
      comment: values.comment?.trim() || undefined,
      targetUserId: fields.user ? Number(values.targetUser?.value) : undefined,
      targetNodeId: fields.step ? values.targetNodeId : undefined,
    });
    onDone();
    return true;
  };

  return (
    <KitModal
      open
      title={t('hwfl.task.dialog', {
        action: actionName,
        process: task.processName,
        businessKey: task.businessKey,
      })}
      okText={actionName}
      okButtonProps={{ danger: isDanger(action) }}
      onOk={save}
      onClose={onClose}
      destroyOnHidden
    >
      <Form form={form} name={`task-${action}`} layout="vertical" preserve={false}>
        {fields.user && (
          <Form.Item
            name="targetUser"
            label={userLabel}
            rules={[{ ...required(userLabel), whitespace: false, type: 'object' }]}
          >
            <LovField viewCode="HIAM.USER" aria-label={userLabel} />
          </Form.Item>
        )}
        {fields.step && (
          <Form.Item name="targetNodeId" label={stepLabel} rules={[required(stepLabel)]}>
            <Select
              options={task.jumpTargets.map((step) => ({ value: step.nodeId, label: step.name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={commentLabel}
          rules={fields.commentRequired ? [required(commentLabel)] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
