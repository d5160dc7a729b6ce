/**
 * /hpfm/value-list (platform) and /hpfm/value-list-org (an organisation's form): a search form
 * (empty filters not sent), the paged list of value sets, and the chosen independent set's
 * values in an editable table below.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { LovSelect } from '@polaris/core/kit/lov/LovSelect';
import { useLovMeaning } from '@polaris/core/kit/lov/use-lov';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { LovHeaderDto, LovHeaderQuery } from '@polaris/core/services/platform/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { Button, Card, Col, Form, Input } from 'antd';
import { useState } from 'react';
import { useValueSetList } from './api/use-value-sets';
import { ValuesEditor } from './ValuesEditor';

export function ValueSets({ scope }: { scope: TenantScope }) {
  const { t } = useIntl();
  const list = useValueSetList(scope);
  const typeMeaning = useLovMeaning('HPFM.LOV_TYPE');
  const [form] = Form.useForm<LovHeaderQuery>();
  const [chosen, setChosen] = useState<LovHeaderDto | null>(null);
  const field = (name: string) => t(`hpfm.valueList.field.${name}`);
  const title = t('hpfm.valueList.title');

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<LovHeaderQuery>
        form={form}
        onSearch={(values) => list.search(values)}
        buttonSpan={6}
      >
        <Col span={6}>
          <Form.Item name="lovCode" label={field('lovCode')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="lovName" label={field('lovName')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="lovTypeCode" label={field('lovTypeCode')}>
            <LovSelect lovCode="HPFM.LOV_TYPE" />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<LovHeaderDto, LovHeaderQuery>
        list={list}
        caption={title}
        rowKey="lovId"
        rowClassName={(header) => (header.lovId === chosen?.lovId ? 'ant-table-row-selected' : '')}
        columns={[
          { title: field('lovCode'), dataIndex: 'lovCode', width: 220, sorter: true },
          { title: field('lovName'), dataIndex: 'lovName', width: 220 },
          {
            title: field('lovTypeCode'),
            dataIndex: 'lovTypeCode',
            width: 140,
            render: (code: string) => typeMeaning(code),
          },
          {
            title: field('enabledFlag'),
            dataIndex: 'enabledFlag',
            width: 110,
            render: statusRender(enabledStatus),
          },
          {
            title: field('tenant'),
            dataIndex: 'tenantId',
            width: 140,
            render: (tenantId: number) =>
              t(tenantId === 0 ? 'hpfm.valueList.platform' : 'hpfm.valueList.own'),
          },
          {
            title: field('actions'),
            key: 'actions',
            width: 100,
            render: (_value, header) =>
              header.lovTypeCode === 'IDP' && (
                <Button type="link" size="small" onClick={() => setChosen(header)}>
                  {t('hpfm.valueList.open')}
                </Button>
              ),
          },
        ]}
      />
      {chosen && (
        <div style={{ marginTop: 24 }}>
          <ValuesEditor key={chosen.lovId} header={chosen} scope={scope} />
        </div>
      )}
    </Card>
  );
}

/** /hpfm/value-list: the platform's form. */
export default function ValueSetsPage() {
  return <ValueSets scope="site" />;
}
