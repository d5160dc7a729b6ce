/**
 * /hsdr/job-log: runs of the organisation's jobs, newest first; for one job with `?jobId=` (a
 * job's runs drawer opens it so). Start times follow the recent-date rule (today a time, yesterday, a weekday,
 * else the date); the time range pickers keep the end after the start.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import {
  disabledDateAfter,
  disabledDateBefore,
  disabledTimeAfter,
  disabledTimeBefore,
} from '@polaris/core/kit/time/disabled-time';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';
import { Card, Col, DatePicker, Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation } from 'react-router-dom';
import { useJobLogList } from './api/use-job-logs';
import { useJobLogColumns } from './use-job-log-columns';

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
  const { t } = useIntl();
  const location = useLocation();
  const initialJobId = jobIdOf(location.search);
  const list = useJobLogList({ jobId: initialJobId });
  const columns = useJobLogColumns({ withJob: true });
  const [form] = Form.useForm<LogFilters>();
  const from = Form.useWatch('startTimeFrom', form);
  const to = Form.useWatch('startTimeTo', form);
  const field = (name: string) => t(`hsdr.jobLogs.field.${name}`);
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
        columns={columns}
      />
    </Card>
  );
}
