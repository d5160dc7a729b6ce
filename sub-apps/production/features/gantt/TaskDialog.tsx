/**
 * Creating or editing one task: name, type, start, end (exclusive as the chart keeps it, shown as
 * the last day), progress. Rules are checked before anything changes; the values go to the chart,
 * which marks the task unsaved until Save.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { round2, type PlanTask } from './model/plan';

export type TaskFields = Pick<PlanTask, 'text' | 'type' | 'start_date' | 'end_date' | 'progress'>;

interface FormValues {
  text: string;
  type: string;
  start: Dayjs;
  last: Dayjs;
  progress: number;
}

const DAY = 'YYYY-MM-DD';
export const TASK_NAME_MAX = 120;

/** The form's values from a task: the end shown as its last day. */
export function formValuesOf(task: TaskFields): FormValues {
  const start = dayjs(task.start_date);
  const end = dayjs(task.end_date);
  return {
    text: task.text,
    type: task.type,
    start,
    last: task.type === 'milestone' || !end.isAfter(start) ? start : end.subtract(1, 'day'),
    progress: Math.round(task.progress * 100),
  };
}

/** A task's fields from the form: the end is the day after the last day. */
export function taskFieldsOf(values: FormValues): TaskFields {
  const milestone = values.type === 'milestone';
  return {
    text: values.text.trim(),
    type: values.type,
    start_date: values.start.format(DAY),
    end_date: milestone ? values.start.format(DAY) : values.last.add(1, 'day').format(DAY),
    progress: round2((values.progress ?? 0) / 100),
  };
}

export interface TaskDialogProps {
  open: boolean;
  creating: boolean;
  initial: TaskFields;
  dateFormat: string;
  onOk(fields: TaskFields): void;
  onClose(): void;
}

export function TaskDialog({
  open,
  creating,
  initial,
  dateFormat,
  onOk,
  onClose,
}: TaskDialogProps) {
  const { t } = useIntl();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form);
  useEffect(() => {
    if (open) form.setFieldsValue(formValuesOf(initial));
  }, [open, initial, form]);
  const label = (field: string) => t(`mes.gantt.field.${field}`);
  const required = (field: string) => ({
    required: true,
    message: t('mes.gantt.field.required', { field: label(field) }),
  });
  return (
    <KitModal
      open={open}
      title={t(creating ? 'mes.gantt.dialog.create' : 'mes.gantt.dialog.edit')}
      onClose={onClose}
      onOk={async () => {
        const values = await form.validateFields();
        onOk(taskFieldsOf(values));
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="gantt_task" initialValues={formValuesOf(initial)}>
        <Form.Item
          name="text"
          label={label('text')}
          rules={[{ ...required('text'), whitespace: true }, { max: TASK_NAME_MAX }]}
        >
          <Input maxLength={TASK_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="type" label={label('type')}>
          <Select
            options={['task', 'project', 'milestone'].map((value) => ({
              value,
              label: t(`mes.gantt.type.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="start" label={label('start')} rules={[required('start')]}>
          <DatePicker format={dateFormat} allowClear={false} />
        </Form.Item>
        {type !== 'milestone' && (
          <Form.Item
            name="last"
            label={label('end')}
            dependencies={['start']}
            rules={[
              required('end'),
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | undefined) =>
                  value && value.isBefore(getFieldValue('start') as Dayjs, 'day')
                    ? Promise.reject(new Error(t('mes.gantt.field.endBeforeStart')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <DatePicker format={dateFormat} allowClear={false} />
          </Form.Item>
        )}
        {type !== 'milestone' && (
          <Form.Item name="progress" label={label('progress')}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
        )}
      </Form>
    </KitModal>
  );
}
