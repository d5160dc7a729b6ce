// Charging seed of the property pages (charge standards, bills, receipts; issue 23). Acme's
// 阳光花园 (project 1) bills by area plus a fixed refuse fee; its parking fee is switched off.
// 湖畔苑 (project 2) has its standard switched off: its houses have no charge standard yet (a
// charge preview says so). Globex's dormitory charges a fixed fee. Bills are those of the last
// three months (the gateway clock's, GMT+8): the oldest settled, the one before paid, the current
// one unpaid; every paid or settled bill has its receipt.
import { chargeOf, shiftMonth, totalOf } from '../../src/services/property/charging-rules';
import type {
  BillingMethod,
  BillStatus,
  ChargeItem,
  PayMethod,
} from '../../src/services/property/charging-types';
import { seedOwners, seedPropertyHouses, type SeedPropertyHouse } from './property';

export interface SeedChargeStandard {
  standardId: number;
  tenantId: number;
  projectId: number;
  standardCode: string;
  standardName: string;
  billingMethod: BillingMethod;
  unitPrice: number;
  enabledFlag: 0 | 1;
}

export const seedChargeStandards: SeedChargeStandard[] = [
  {
    standardId: 1,
    tenantId: 1,
    projectId: 1,
    standardCode: 'YG-PM',
    standardName: '物业服务费',
    billingMethod: 'AREA_MONTHLY',
    unitPrice: 2.8,
    enabledFlag: 1,
  },
  {
    standardId: 2,
    tenantId: 1,
    projectId: 1,
    standardCode: 'YG-WS',
    standardName: '垃圾清运费',
    billingMethod: 'FIXED_MONTHLY',
    unitPrice: 15,
    enabledFlag: 1,
  },
  {
    standardId: 3,
    tenantId: 1,
    projectId: 1,
    standardCode: 'YG-PK',
    standardName: '地面停车费',
    billingMethod: 'FIXED_MONTHLY',
    unitPrice: 150,
    enabledFlag: 0,
  },
  {
    standardId: 4,
    tenantId: 1,
    projectId: 2,
    standardCode: 'HP-PM',
    standardName: '物业服务费',
    billingMethod: 'AREA_MONTHLY',
    unitPrice: 3.2,
    enabledFlag: 0,
  },
  {
    standardId: 5,
    tenantId: 2,
    projectId: 3,
    standardCode: 'GX-DORM',
    standardName: 'Dormitory service fee',
    billingMethod: 'FIXED_MONTHLY',
    unitPrice: 60,
    enabledFlag: 1,
  },
];

/** The charges of a house under its project's enabled standards (none: no charge standard). */
export function chargesOf(
  house: Pick<SeedPropertyHouse, 'tenantId' | 'projectId' | 'area'>,
  standards: readonly SeedChargeStandard[],
): ChargeItem[] {
  return standards
    .filter(
      (standard) =>
        standard.tenantId === house.tenantId &&
        standard.projectId === house.projectId &&
        standard.enabledFlag === 1,
    )
    .map((standard) => ({
      itemName: standard.standardName,
      amount: chargeOf(standard.billingMethod, standard.unitPrice, house.area),
    }));
}

export interface SeedBill {
  billId: number;
  tenantId: number;
  billNo: string;
  houseId: string;
  houseName: string;
  month: string;
  items: ChargeItem[];
  amount: number;
  billStatus: BillStatus;
}

export interface SeedReceipt {
  receiptId: number;
  tenantId: number;
  receiptNo: string;
  billNo: string;
  houseId: string;
  houseName: string;
  month: string;
  payerName: string;
  amount: number;
  payMethod: PayMethod;
  paidAt: string;
  items: ChargeItem[];
}

/** Calendar month (YYYY-MM) of `now` in GMT+8, the office's time. */
export const officeMonth = (now: number): string =>
  new Date(now + 8 * 3600_000).toISOString().slice(0, 7);

/** The status of a seed bill by how many months back it is. */
const STATUS_BY_AGE: BillStatus[] = ['UNPAID', 'PAID', 'SETTLED'];
const METHODS: PayMethod[] = ['WECHAT', 'ALIPAY', 'BANK', 'CASH'];

/** Payer of a house's bills: its owner, else the developer paying for an unsold house. */
function payerOf(house: SeedPropertyHouse): string {
  const owner = seedOwners.find((one) => one.ownerId === house.ownerId);
  return owner?.ownerName ?? (house.tenantId === 1 ? '开发商代缴' : 'Developer');
}

/** Bills and receipts of the last three months before `now`. */
export function seedBilling(now: number): { bills: SeedBill[]; receipts: SeedReceipt[] } {
  const current = officeMonth(now);
  const bills: SeedBill[] = [];
  const receipts: SeedReceipt[] = [];
  for (const age of [2, 1, 0]) {
    const month = shiftMonth(current, -age);
    for (const house of seedPropertyHouses) {
      const items = chargesOf(house, seedChargeStandards);
      if (items.length === 0) continue;
      const bill: SeedBill = {
        billId: bills.length + 1,
        tenantId: house.tenantId,
        billNo: `B${month.replace('-', '')}-${house.houseId}`,
        houseId: house.houseId,
        houseName: house.houseName,
        month,
        items,
        amount: totalOf(items),
        billStatus: STATUS_BY_AGE[age],
      };
      bills.push(bill);
      if (bill.billStatus === 'UNPAID') continue;
      const receiptId = receipts.length + 1;
      const day = String(8 + (receiptId % 12)).padStart(2, '0');
      receipts.push({
        receiptId,
        tenantId: house.tenantId,
        receiptNo: `R${month.replace('-', '')}${String(receiptId).padStart(4, '0')}`,
        billNo: bill.billNo,
        houseId: house.houseId,
        houseName: house.houseName,
        month,
        payerName: payerOf(house),
        amount: bill.amount,
        payMethod: METHODS[receiptId % METHODS.length],
        paidAt: `${month}-${day} 10:${String(10 + receiptId).padStart(2, '0')}:00`,
        items,
      });
    }
  }
  return { bills, receipts };
}

/** The month export's heading row (the office's workbook is in Chinese). */
export const chargeReportHeader = ['账单号', '房间', '月份', '收费项目', '金额', '状态'];
export const BILL_STATUS_NAMES: Record<BillStatus, string> = {
  UNPAID: '未缴',
  PAID: '已缴',
  SETTLED: '已结算',
};
