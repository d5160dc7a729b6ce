/**
 * Editing a job's description, cron and priority in the kit's modal: OK validates, saves and
 * closes; a failed save keeps the dialog and what was typed (the request layer said why).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { KitModal } from '@polaris/core/kit/modal/KitModal';
import type { JobInfoDto } from '@polaris/core/services/scheduler/types';
import { Form, Input, InputNumber } from 'antd';
import { useUpdateJob } from './api/use-jobs';

type EditValues = Pick<JobInfoDto, 'description' | 'cron' | 'jobPriority'>;

/** Quartz: seconds minutes hours day-of-month month day-of-week [year]. */
const CRON = /^\S+(\s+\S+){5,6}$/;

export function JobEditModal({ job, onClose }: { job: JobInfoDto; onClose(): void }) {
  const { t } = useIntl();
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateJob();
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return false; // the form shows what is wrong
    await update.mutateAsync({
      jobId: job.jobId,
      objectVersionNumber: job.objectVersionNumber,
      ...values,
      cron: values.cron.trim(),
    });
    return true;
  };
  return (
    <KitModal
      open
      title={t('hsdr.jobs.edit.title', { code: job.jobCode })}
      onOk={save}
      onClose={onClose}
      destroyOnClose
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{
          description: job.description,
          cron: job.cron,
          jobPriority: job.jobPriority,
        }}
      >
        <Form.Item
          name="description"
          label={t('hsdr.jobs.field.description')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: 240,
              message: t('hsdr.jobs.error.description'),
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="cron"
          label={t('hsdr.jobs.field.cron')}
          rules={[{ required: true, pattern: CRON, message: t('hsdr.jobs.error.cron') }]}
        >
          <Input spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="jobPriority"
          label={t('hsdr.jobs.field.jobPriority')}
          rules={[
            {
              required: true,
              type: 'number',
              min: 0,
              max: 100,
              message: t('hsdr.jobs.error.priority'),
            },
          ]}
        >
          <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
