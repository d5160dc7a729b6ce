/**
 * A task's document: the instance, its business key, process, starter, organisation and step,
 * then the instance's approval history (the kit's timeline, as /pubApprove shows it).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ApprovalTimeline } from '@polaris/core/kit/approval/ApprovalTimeline';
import type { ProcessTaskDto } from '@polaris/core/services/workflow/process-types';
import { Descriptions, Typography } from 'antd';

const FIELDS = [
  'processInstanceId',
  'businessKey',
  'processName',
  'startUserName',
  'instanceStartTime',
  'tenantName',
  'taskName',
  'createTime',
] as const;

export function TaskDocument({ task }: { task: ProcessTaskDto }) {
  const { t } = useIntl();
  return (
    <div data-page="task-document">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={FIELDS.map((field) => ({
          key: field,
          label: t(`hwfl.task.field.${field}`),
          children: String(task[field] ?? ''),
        }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('hwfl.task.history')}
      </Typography.Title>
      <ApprovalTimeline processInstanceId={String(task.processInstanceId)} />
    </div>
  );
}
