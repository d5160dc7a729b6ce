/**
 * Receipts as a resource: the payments received (receipt no., house, payer, amount, method,
 * when), searched by number, house, payer and method. Each opens its print view (guarded by
 * its code): the page's own.
 */
import { formatNumber } from '@polaris/core/kit/format/number';
import { defineResource } from '@polaris/core/kit/resource/types';
import {
  PAY_METHODS,
  type ReceiptDto,
  type ReceiptQuery,
} from '@polaris/core/services/property/charging-types';
import { fetchReceipts } from './api/fetch-receipts';

export const receiptPermission = (key: string) => `acme.property.receipt.button.${key}`;

export const receiptsResource = defineResource<ReceiptDto, ReceiptQuery>({
  key: ['wuye', 'receipts'],
  texts: 'wuye.receipt',
  endpoint: fetchReceipts,
  rowKey: 'receiptId',
  search: [
    { name: 'receiptNo' },
    { name: 'house' },
    { name: 'payerName' },
    {
      name: 'payMethod',
      kind: 'select',
      options: (t) =>
        PAY_METHODS.map((code) => ({ value: code, label: t(`wuye.receipt.method.${code}`) })),
    },
  ],
  columns: [
    { field: 'receiptNo', width: 150, kind: 'code', sort: true },
    { field: 'houseName', width: 180, sort: true },
    { field: 'month', width: 100, sort: true },
    { field: 'payerName', width: 140 },
    {
      field: 'amount',
      width: 120,
      align: 'right',
      sort: true,
      render: (amount: never, _row, cell) => formatNumber(amount, cell.language, { decimals: 2 }),
    },
    {
      field: 'payMethod',
      width: 120,
      render: (method: never, _row, cell) => cell.t(`wuye.receipt.method.${String(method)}`),
    },
    { field: 'paidAt', width: 170, kind: 'dateTime', sort: true },
  ],
  actions: [{ key: 'print', permission: receiptPermission('print'), quiet: true }],
});
