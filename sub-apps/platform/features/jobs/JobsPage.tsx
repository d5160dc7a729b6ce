/**
 * /hsdr/job-info: the organisation's scheduled jobs. A search form (empty filters not sent), a
 * paged list with status tags and the priority rule, columns as the user's ui-table definition
 * arranges them, and per job an actions list (two shown, the rest under "Action": at 1280 px the
 * fixed actions column leaves the columns up to Priority in view), each action checked through
 * the page's one permission batch. Logs opens the job's runs in a drawer over the list.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { ActionsList, type RowAction } from '@polaris/core/kit/actions/ActionsList';
import { widestActionsColumn } from '@polaris/core/kit/actions/actions-width';
import { CodeText } from '@polaris/core/kit/format/CodeText';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { useModalHelper } from '@polaris/core/kit/modal/use-modal-helper';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import { priorityStatus } from '@polaris/core/kit/status/row-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import { usePersonalisedColumns } from '@polaris/core/kit/table/use-personalised-columns';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { userModel } from '@polaris/core/models/user';
import { usePermissions } from '@polaris/core/permissions/usePermission';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { JobInfoDto, JobQuery } from '@polaris/core/services/scheduler/types';
import { Card, Col, Form, Input, Space, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { JobRunsDrawer } from '../job-logs';
import { useDeleteJobs, useJobAction, useJobList } from './api/use-jobs';
import { JobEditModal } from './JobEditModal';
import {
  ALL_JOB_ACTIONS,
  JOB_ACTION_ROWS,
  JOB_VISIBLE_ACTIONS,
  jobActionKeys,
  permissionOf,
  type JobActionKey,
} from './job-actions';

const ALL_CODES = ALL_JOB_ACTIONS.map((key) => [permissionOf(key)]);

export const JOBS_TABLE_CODE = 'hsdr.job-info.list';

export default function JobsPage() {
  const { t, language } = useIntl();
  const list = useJobList();
  const act = useJobAction();
  const remove = useDeleteJobs();
  const { open } = usePageNavigation();
  const [modals, modalHolder] = useModalHelper();
  const [editing, setEditing] = useState<JobInfoDto | null>(null);
  const [runsOf, setRunsOf] = useState<JobInfoDto | null>(null);
  const [form] = Form.useForm<JobQuery>();
  // every action code in the page's first batch: the next page or size asks nothing new
  usePermissions(ALL_CODES);
  const dateTimeFormat = useModelState(
    userModel,
    (state) => state.currentUser?.dateTimeFormat ?? 'YYYY-MM-DD HH:mm:ss',
  );

  const actionsOf = (job: JobInfoDto): RowAction[] =>
    jobActionKeys(job).map((key: JobActionKey) => ({
      key,
      label: t(`hsdr.jobs.action.${key}`),
      permissionList: [permissionOf(key)],
      danger: key === 'delete',
      disabled: act.isPending && act.variables?.job.jobId === job.jobId,
      onClick: () => {
        if (key === 'edit') setEditing(job);
        else if (key === 'log') setRunsOf(job);
        else if (key === 'delete') {
          modals.open({
            title: t('hsdr.jobs.delete.title', { code: job.jobCode }),
            content: t('hsdr.jobs.delete.content'),
            okButtonProps: { danger: true },
            onOk: () => remove.mutateAsync([job]),
          });
        } else act.mutate({ action: key, job });
      },
    }));

  const field = (name: string) => t(`hsdr.jobs.field.${name}`);
  const columns = useMemo<TableColumnType<JobInfoDto>[]>(
    () => [
      // a code wraps after its dots and underscores, never inside a word
      {
        title: field('jobCode'),
        dataIndex: 'jobCode',
        width: 160,
        sorter: true,
        render: (code: string) => <CodeText code={code} />,
      },
      { title: field('description'), dataIndex: 'description', width: 200 },
      {
        title: field('jobStatus'),
        dataIndex: 'jobStatus',
        width: 100,
        render: statusRender(jobStatus, 'tag'),
      },
      { title: field('cron'), dataIndex: 'cron', width: 130 },
      {
        title: field('jobPriority'),
        dataIndex: 'jobPriority',
        width: 120,
        sorter: true,
        render: (priority: number) => (
          // the number goes under the level when both do not fit (Medium in English)
          <Space size={4} wrap>
            {statusRender(priorityStatus)(priority)}
            <span>({priority})</span>
          </Space>
        ),
      },
      { title: field('executorName'), dataIndex: 'executorName', width: 140 },
      { title: field('jobHandler'), dataIndex: 'jobHandler', width: 180 },
      {
        title: field('lastExecuteTime'),
        dataIndex: 'lastExecuteTime',
        width: 170,
        render: (value: string | null) => formatServerDate(value, dateTimeFormat),
      },
    ],
    // the texts follow the language (a switch keeps `t`); the field helper reads them
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, dateTimeFormat],
  );
  const arranged = usePersonalisedColumns(JOBS_TABLE_CODE, columns);
  const title = t('hsdr.jobs.title');

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<JobQuery> form={form} onSearch={(values) => list.search(values)} buttonSpan={6}>
        <Col span={6}>
          <Form.Item name="jobCode" label={field('jobCode')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="description" label={field('description')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="jobStatus" label={field('jobStatus')}>
            <LovSelect lovCode="HSDR.JOB_STATUS" />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<JobInfoDto, JobQuery>
        list={list}
        caption={title}
        rowKey="jobId"
        columns={[
          ...arranged,
          {
            title: field('actions'),
            key: 'actions',
            // as wide as the widest row's links in this language: the fixed column covers no
            // more of the table than it needs
            width: widestActionsColumn(
              JOB_ACTION_ROWS.map((keys) => keys.map((key) => t(`hsdr.jobs.action.${key}`))),
              t('hzero.common.kit.action'),
              JOB_VISIBLE_ACTIONS,
            ),
            fixed: 'right',
            render: (_value, job) => (
              <ActionsList actions={actionsOf(job)} max={JOB_VISIBLE_ACTIONS} />
            ),
          },
        ]}
      />
      {editing && <JobEditModal job={editing} onClose={() => setEditing(null)} />}
      {runsOf && (
        <JobRunsDrawer
          job={runsOf}
          onClose={() => setRunsOf(null)}
          onOpenPage={() => {
            setRunsOf(null);
            open(`/hsdr/job-log?jobId=${runsOf.jobId}`);
          }}
        />
      )}
      {modalHolder}
    </Card>
  );
}
