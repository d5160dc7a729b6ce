/**
 * /hpfm/currency: the currencies (ISO codes), each with a sample amount formatted with its
 * precision (JPY and KRW without decimals, BHD and KWD with three, CLF with four), its country
 * and status; a currency is edited in a dialog whose country is chosen with the lookup field.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { formatCurrency } from '@polaris/core/kit/format/currency';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import { statusRender } from '@polaris/core/kit/status/StatusBadge';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import type { CurrencyDto, CurrencyQuery } from '@polaris/core/services/platform/types';
import { Card, Col, Form, Input } from 'antd';
import { useState } from 'react';
import { useCurrencyList } from './api/use-currencies';
import { CurrencyEditModal } from './CurrencyEditModal';

/** The amount every row shows, so the precisions can be compared at a glance. */
export const SAMPLE_AMOUNT = '1234567.891';

export default function CurrenciesPage() {
  const { t, language } = useIntl();
  const list = useCurrencyList();
  const [form] = Form.useForm<CurrencyQuery>();
  const [editing, setEditing] = useState<CurrencyDto | null>(null);
  const field = (name: string) => t(`hpfm.currency.field.${name}`);
  const title = t('hpfm.currency.title');

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<CurrencyQuery>
        form={form}
        onSearch={(values) => list.search(values)}
        buttonSpan={8}
      >
        <Col span={8}>
          <Form.Item name="currencyCode" label={field('currencyCode')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="currencyName" label={field('currencyName')}>
            <Input allowClear />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<CurrencyDto, CurrencyQuery>
        list={list}
        caption={title}
        rowKey="currencyId"
        columns={[
          { title: field('currencyCode'), dataIndex: 'currencyCode', width: 100, sorter: true },
          { title: field('currencyName'), dataIndex: 'currencyName', width: 180 },
          { title: field('country'), dataIndex: 'countryName', width: 160 },
          { title: field('defaultPrecision'), dataIndex: 'defaultPrecision', width: 100 },
          {
            title: field('sample'),
            key: 'sample',
            width: 200,
            align: 'right',
            render: (_value, currency) =>
              formatCurrency(SAMPLE_AMOUNT, currency.currencyCode, language, {
                precision: currency.defaultPrecision,
              }),
          },
          { title: field('currencySymbol'), dataIndex: 'currencySymbol', width: 90 },
          {
            title: field('enabledFlag'),
            dataIndex: 'enabledFlag',
            width: 110,
            render: statusRender(enabledStatus),
          },
          {
            title: field('actions'),
            key: 'actions',
            width: 100,
            render: (_value, currency) => (
              <ButtonPermission
                type="link"
                size="small"
                permissionList={['hpfm.currency.button.edit']}
                onClick={() => setEditing(currency)}
              >
                {t('hpfm.currency.edit')}
              </ButtonPermission>
            ),
          },
        ]}
      />
      {editing && <CurrencyEditModal currency={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
