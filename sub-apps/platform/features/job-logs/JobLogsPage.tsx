/**
 * /hsdr/job-log: runs of the organisation's jobs, newest first; opened from a job's Logs action
 * with `?jobId=`. Start times follow the recent-date rule (today a time, yesterday, a weekday,
 * else the date); the time range pickers keep the end after the start.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { CodeText } from '@polaris/core/kit/format/CodeText';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import {
  disabledDateAfter,
  disabledDateBefore,
  disabledTimeAfter,
  disabledTimeBefore,
} from '@polaris/core/kit/time/disabled-time';
import { formatRecentDate } from '@polaris/core/kit/time/recent-date';
import { userModel } from '@polaris/core/models/user';
import { PagedTable } from '@polaris/core/query/PagedTable';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';
import { Card, Col, DatePicker, Form, InputNumber, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation } from 'react-router-dom';
import { useJobLogList } from './api/use-job-logs';

interface LogFilters {
  jobId?: number;
  jobResult?: string;
  startTimeFrom?: Dayjs | null;
  startTimeTo?: Dayjs | null;
}

function jobIdOf(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('jobId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export default function JobLogsPage() {
  const { t, language } = useIntl();
  const location = useLocation();
  const initialJobId = jobIdOf(location.search);
  const list = useJobLogList({ jobId: initialJobId });
  const [form] = Form.useForm<LogFilters>();
  const from = Form.useWatch('startTimeFrom', form);
  const to = Form.useWatch('startTimeTo', form);
  const formats = useModelState(userModel, (state) => state.currentUser);
  const dateFormat = formats?.dateFormat ?? 'YYYY-MM-DD';
  const dateTimeFormat = formats?.dateTimeFormat ?? 'YYYY-MM-DD HH:mm:ss';
  const field = (name: string) => t(`hsdr.jobLogs.field.${name}`);
  const now = new Date();
  const title = t('hsdr.jobLogs.title');

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<LogFilters>
        form={form}
        onSearch={(values) => list.search(values as JobLogQuery)}
        initialValues={{ jobId: initialJobId }}
        buttonSpan={5}
      >
        <Col span={4}>
          <Form.Item name="jobId" label={field('jobId')}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="jobResult" label={field('jobResult')}>
            <LovSelect lovCode="HSDR.JOB_RESULT" />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="startTimeFrom" label={field('startTimeFrom')}>
            <DatePicker
              showTime
              disabledDate={disabledDateAfter(to)}
              disabledTime={disabledTimeAfter(to)}
            />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="startTimeTo" label={field('startTimeTo')}>
            <DatePicker
              showTime
              disabledDate={disabledDateBefore(from)}
              disabledTime={disabledTimeBefore(from)}
            />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<JobLogDto, JobLogQuery>
        list={list}
        caption={title}
        rowKey="logId"
        columns={[
          { title: field('logId'), dataIndex: 'logId', width: 90 },
          {
            title: field('jobCode'),
            dataIndex: 'jobCode',
            width: 160,
            render: (code: string) => <CodeText code={code} />,
          },
          {
            title: field('jobResult'),
            dataIndex: 'jobResult',
            width: 120,
            render: statusRender(jobStatus, 'tag'),
          },
          { title: field('executorName'), dataIndex: 'executorName', width: 140 },
          {
            title: field('startTime'),
            dataIndex: 'startTime',
            width: 150,
            render: (value: string) => (
              <Tooltip title={formatServerDate(value, dateTimeFormat)}>
                <span>{formatRecentDate(value, now, { language, t, dateFormat })}</span>
              </Tooltip>
            ),
          },
          {
            title: field('endTime'),
            dataIndex: 'endTime',
            width: 170,
            render: (value: string | null) => formatServerDate(value, dateTimeFormat),
          },
          { title: field('messageHeader'), dataIndex: 'messageHeader', width: 240 },
        ]}
      />
    </Card>
  );
}
