/**
 * Charge preview: what a house would be charged for a month (`__pms`). A preview opens in a
 * dialog with its items and total; a billing outcome (no charge standard, already settled) shows
 * here on the page; any other failure has had the flow's "Operation failed" dialog.
 */
import { Alert, Card, DatePicker, Form, Input, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ButtonPermission } from '@polaris/core/components/ButtonPermission';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { formatNumber } from '@polaris/core/kit/format/number';
import type { ChargePreviewDto } from '@polaris/core/services/property/charging-types';
import { useState } from 'react';
import { previewCharge } from './api/preview-charge';
import { billPermission } from './bills-resource';
import { previewOutcome } from './preview-outcome';

interface PreviewValues {
  houseId: string;
  month: Dayjs;
}

export function ChargePreviewPanel() {
  const { t, language } = useIntl();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ChargePreviewDto | null>(null);
  const [inline, setInline] = useState<string | null>(null);
  const money = (amount: number) => formatNumber(amount, language, { decimals: 2 });

  const run = async ({ houseId, month }: PreviewValues) => {
    setBusy(true);
    setInline(null);
    try {
      const outcome = previewOutcome(
        await previewCharge({ houseId: houseId.trim(), month: month.format('YYYY-MM') }),
      );
      if (outcome.kind === 'preview') setShown(outcome.preview);
      if (outcome.kind === 'inline') setInline(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  // a text is blank when only spaces; the month is a picker's value (not text): its rule must
  // not carry `whitespace` at all, or the validator checks it as a string and always refuses it
  const required = (key: string, whitespace = false) => [
    {
      required: true,
      ...(whitespace ? { whitespace } : {}),
      message: t('hzero.common.kit.validation.required', { label: t(key) }),
    },
  ];
  return (
    <Card size="small" title={t('wuye.bill.preview.title')} style={{ marginBottom: 16 }}>
      <Form<PreviewValues>
        name="charge-preview"
        layout="inline"
        initialValues={{ month: dayjs() }}
        onFinish={(values) => void run(values)}
      >
        <Form.Item
          name="houseId"
          label={t('wuye.bill.field.houseId')}
          rules={required('wuye.bill.field.houseId', true)}
        >
          <Input style={{ width: 140 }} spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="month"
          label={t('wuye.bill.field.month')}
          rules={required('wuye.bill.field.month')}
        >
          <DatePicker picker="month" allowClear={false} />
        </Form.Item>
        <ButtonPermission
          type="primary"
          htmlType="submit"
          loading={busy}
          permissionList={[billPermission('preview')]}
        >
          {t('wuye.bill.preview.run')}
        </ButtonPermission>
      </Form>
      {inline !== null && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon role="alert" message={inline} />
      )}
      <Modal
        open={shown !== null}
        title={
          shown && t('wuye.bill.preview.result', { name: shown.houseName, month: shown.month })
        }
        onCancel={() => setShown(null)}
        footer={null}
        destroyOnHidden
      >
        {shown && (
          <Table
            size="small"
            rowKey="itemName"
            pagination={false}
            dataSource={shown.items}
            columns={[
              { key: 'itemName', dataIndex: 'itemName', title: t('wuye.bill.field.items') },
              {
                key: 'amount',
                dataIndex: 'amount',
                title: t('wuye.bill.field.amount'),
                align: 'right',
                render: (amount: number) => money(amount),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('wuye.bill.preview.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong data-testid="preview-total">{money(shown.total)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </Modal>
    </Card>
  );
}
