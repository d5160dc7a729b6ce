/**
 * A receipt's print view (its own chunk, the route's second component): the receipt as the payer
 * gets it, amounts with two decimals and thousands separators, and Print (the browser's print).
 * Its print stylesheet lives only while the view is open and prints the receipt alone.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Space, Table } from 'antd';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { formatNumber } from '@polaris/core/kit/format/number';
import { useCellContext } from '@polaris/core/kit/resource/use-cell-context';
import type { ReceiptDto } from '@polaris/core/services/property/charging-types';

const SHEET = 'wuye-receipt-sheet';
const NO_PRINT = 'wuye-receipt-no-print';

/** Printed, the page shows the receipt only (what is around it is hidden, not removed). */
const PRINT_STYLES = `@media print {
  body * { visibility: hidden !important; }
  .${SHEET}, .${SHEET} * { visibility: visible !important; }
  .${SHEET} { position: fixed; inset: 0 auto auto 0; width: 100%; padding: 12mm; }
  .${NO_PRINT} { display: none !important; }
}`;

export interface ReceiptPrintProps {
  receipt?: ReceiptDto;
  onClose?: () => void;
}

export default function ReceiptPrint({ receipt, onClose }: ReceiptPrintProps) {
  const { t, language } = useIntl();
  const { dateTimeFormat } = useCellContext();
  if (!receipt) return null;
  const money = (amount: number) => formatNumber(amount, language, { decimals: 2 });
  return (
    <Modal
      open
      width={760}
      title={t('wuye.receipt.print.title', { receiptNo: receipt.receiptNo })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space className={NO_PRINT}>
          <Button onClick={onClose}>{t('wuye.receipt.print.close')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('wuye.receipt.print.run')}
          </Button>
        </Space>
      }
    >
      <style>{PRINT_STYLES}</style>
      <section className={SHEET} aria-label={t('wuye.receipt.print.heading')}>
        <h2 style={{ textAlign: 'center', marginBottom: 16 }}>{t('wuye.receipt.print.heading')}</h2>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('wuye.receipt.field.receiptNo')}>
            {receipt.receiptNo}
          </Descriptions.Item>
          <Descriptions.Item label={t('wuye.receipt.field.paidAt')}>
            {formatServerDate(receipt.paidAt, dateTimeFormat)}
          </Descriptions.Item>
          <Descriptions.Item label={t('wuye.receipt.field.houseName')}>
            {receipt.houseName}
          </Descriptions.Item>
          <Descriptions.Item label={t('wuye.receipt.field.payerName')}>
            {receipt.payerName}
          </Descriptions.Item>
          <Descriptions.Item label={t('wuye.receipt.field.month')}>
            {receipt.month}
          </Descriptions.Item>
          <Descriptions.Item label={t('wuye.receipt.field.payMethod')}>
            {t(`wuye.receipt.method.${receipt.payMethod}`)}
          </Descriptions.Item>
        </Descriptions>
        <Table
          style={{ marginTop: 16 }}
          size="small"
          rowKey="itemName"
          pagination={false}
          dataSource={receipt.items}
          columns={[
            { key: 'itemName', dataIndex: 'itemName', title: t('wuye.receipt.print.item') },
            {
              key: 'amount',
              dataIndex: 'amount',
              title: t('wuye.receipt.field.amount'),
              align: 'right',
              render: (amount: number) => money(amount),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('wuye.receipt.print.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{money(receipt.amount)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <p style={{ marginTop: 24, textAlign: 'right' }}>{t('wuye.receipt.print.signature')}</p>
      </section>
    </Modal>
  );
}
