/**
 * Bills as a resource: what each house owes a month, searched by month (a month picker), house
 * (its code or name) and status; its charge items and amount with two decimals. An unpaid bill
 * may be deleted by those who may (the code is hidden for a property manager).
 */
import { formatNumber } from '@polaris/core/kit/format/number';
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import {
  BILL_STATUSES,
  type BillDto,
  type BillQuery,
} from '@polaris/core/services/property/charging-types';
import { deleteBills } from './api/delete-bills';
import { fetchBills } from './api/fetch-bills';

/** The button code guarding an action (the office refuses the call without it). */
export const billPermission = (key: string) => `acme.property.bill.button.${key}`;

const STATUS_TONES: Record<string, StatusView> = {
  UNPAID: view('wuye.bill.status.UNPAID', 'warning'),
  PAID: view('wuye.bill.status.PAID', 'processing'),
  SETTLED: view('wuye.bill.status.SETTLED', 'success'),
};
export const billStatus = (code: string): StatusView | undefined => STATUS_TONES[code];

export const billsResource = defineResource<BillDto, BillQuery>({
  key: ['wuye', 'bills'],
  texts: 'wuye.bill',
  endpoint: fetchBills,
  rowKey: 'billId',
  search: [
    { name: 'month', kind: 'month' },
    { name: 'house' },
    {
      name: 'billStatus',
      kind: 'select',
      options: (t) =>
        BILL_STATUSES.map((code) => ({ value: code, label: t(`wuye.bill.status.${code}`) })),
    },
  ],
  columns: [
    { field: 'billNo', width: 170, kind: 'code', sort: true },
    { field: 'houseName', width: 180, sort: true },
    { field: 'month', width: 100, sort: true },
    {
      field: 'items',
      width: 220,
      noExport: true,
      render: (items: never, row) => row.items.map((item) => item.itemName).join(', '),
    },
    {
      field: 'amount',
      width: 120,
      align: 'right',
      sort: true,
      render: (amount: never, _row, cell) => formatNumber(amount, cell.language, { decimals: 2 }),
    },
    { field: 'billStatus', width: 110, kind: 'tag', status: billStatus },
  ],
  actions: [
    {
      key: 'delete',
      permission: billPermission('delete'),
      when: (bill) => bill.billStatus === 'UNPAID',
      confirm: { title: 'wuye.bill.delete.title', values: (bill) => ({ billNo: bill.billNo }) },
    },
  ],
  remove: deleteBills,
});
