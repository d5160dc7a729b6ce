/**
 * /mes/capacity: the Capacity Board. Load against capacity per work centre and day for a range
 * (this week and next by default) and the chosen work centres (none: all): a chart, the days
 * that are overloaded, and the table of the same numbers (overloaded rows marked).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import type { CapacityLoadDto } from '@polaris/core/services/production/engineering-types';
import {
  Alert,
  Card,
  DatePicker,
  Form,
  Select,
  Space,
  Table,
  Tag,
  theme,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useCapacityLoads, useWorkCentres } from './api/use-capacity';
import { CapacityChart } from './CapacityChart';
import { boardLayout, defaultRange, isOverloaded, utilisation } from './capacity-rules';

const DAY = 'YYYY-MM-DD';
const hours = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 1 });

function useColumns(): TableColumnsType<CapacityLoadDto> {
  const { t } = useIntl();
  return useMemo(() => {
    const title = (name: string) => t(`mes.capacity.field.${name}`);
    return [
      { key: 'workCentre', title: title('workCentre'), dataIndex: 'workCentreName', width: 180 },
      { key: 'workDate', title: title('workDate'), dataIndex: 'workDate', width: 130 },
      {
        key: 'capacityHours',
        title: title('capacityHours'),
        dataIndex: 'capacityHours',
        align: 'right',
        render: hours,
      },
      {
        key: 'loadHours',
        title: title('loadHours'),
        dataIndex: 'loadHours',
        align: 'right',
        render: hours,
      },
      {
        key: 'utilisation',
        title: title('utilisation'),
        align: 'right',
        render: (_value, row) => {
          const share = utilisation(row);
          return share === null ? t('mes.capacity.noHours') : `${Math.round(share * 100)} %`;
        },
      },
      {
        key: 'state',
        title: title('state'),
        render: (_value, row) =>
          isOverloaded(row) ? (
            <Tag color="error">{t('mes.capacity.overloaded')}</Tag>
          ) : (
            <Tag>{t('mes.capacity.ok')}</Tag>
          ),
      },
    ];
  }, [t]);
}

export default function CapacityPage() {
  const { t } = useIntl();
  const tableId = useId();
  const { token } = theme.useToken();
  const [range, setRange] = useState(() => defaultRange(dayjs().format(DAY)));
  const [codes, setCodes] = useState<string[]>([]);
  const centres = useWorkCentres();
  const loads = useCapacityLoads(range, codes);
  const layout = useMemo(() => boardLayout(loads.data ?? []), [loads.data]);
  const columns = useColumns();
  const onRange = (value: [Dayjs | null, Dayjs | null] | null) => {
    if (value?.[0] && value[1]) setRange({ from: value[0].format(DAY), to: value[1].format(DAY) });
  };
  const count = layout.overloaded.length;

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('mes.capacity.title')}</h2>}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('mes.capacity.range')} htmlFor={`${tableId}-range`}>
          <DatePicker.RangePicker
            id={`${tableId}-range`}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            onChange={onRange}
          />
        </Form.Item>
        <Form.Item label={t('mes.capacity.workCentres')} htmlFor={`${tableId}-centres`}>
          <Select
            id={`${tableId}-centres`}
            mode="multiple"
            allowClear
            style={{ minWidth: 280 }}
            placeholder={t('mes.capacity.allCentres')}
            value={codes}
            onChange={setCodes}
            loading={centres.isLoading}
            options={(centres.data ?? []).map((centre) => ({
              value: centre.workCentreCode,
              label: centre.workCentreName,
            }))}
          />
        </Form.Item>
      </Form>
      <QueryFailure query={loads} />
      {loads.data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            role="status"
            type={count > 0 ? 'warning' : 'success'}
            showIcon
            message={
              count > 0 ? t('mes.capacity.overloadedDays', { count }) : t('mes.capacity.noOverload')
            }
          />
          <CapacityChart layout={layout} tableId={tableId} />
          <Table<CapacityLoadDto>
            id={tableId}
            size="small"
            rowKey={(row) => `${row.workCentreCode} ${row.workDate}`}
            columns={columns}
            dataSource={loads.data}
            pagination={false}
            rowClassName={(row) => (isOverloaded(row) ? 'polaris-overloaded' : '')}
            onRow={(row) =>
              isOverloaded(row) ? { style: { background: token.colorErrorBg } } : {}
            }
            aria-label={t('mes.capacity.table')}
          />
        </Space>
      )}
    </Card>
  );
}
