// Bills and the receipts of their payments, per organisation (seed: seedBilling in
// mock/data/property-charging.ts, the last three months of the gateway clock). The seed is taken
// when first read after a reset, so it follows the clock a test has set. A bill is deleted only
// while unpaid.
import { seedBilling, type SeedBill, type SeedReceipt } from '../../data/property-charging';
import { t } from '../../data/lov-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StoredBill extends SeedBill {
  objectVersionNumber: number;
}

export class BillStore {
  private seeded: { bills: StoredBill[]; receipts: SeedReceipt[] } | null = null;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.seeded = null;
  }

  private records() {
    if (!this.seeded) {
      const { bills, receipts } = seedBilling(this.now());
      this.seeded = { bills: bills.map((bill) => ({ ...bill, objectVersionNumber: 1 })), receipts };
    }
    return this.seeded;
  }

  bills(tenantId: number): StoredBill[] {
    return this.records().bills.filter((bill) => bill.tenantId === tenantId);
  }

  receipts(tenantId: number): SeedReceipt[] {
    return this.records().receipts.filter((receipt) => receipt.tenantId === tenantId);
  }

  /** The organisation's bill of a house for a month, if any. */
  billOf(tenantId: number, houseId: string, month: string): StoredBill | undefined {
    return this.bills(tenantId).find((bill) => bill.houseId === houseId && bill.month === month);
  }

  bill(tenantId: number, billId: number): StoredBill {
    const bill = this.bills(tenantId).find((one) => one.billId === billId);
    if (!bill) throw notFound(`账单 ${billId} 不存在`, `Bill ${billId} does not exist`);
    return bill;
  }

  /** Removes unpaid bills (all or none). */
  remove(tenantId: number, refs: { billId: number; objectVersionNumber: number }[]): void {
    for (const ref of refs) {
      const bill = this.bill(tenantId, ref.billId);
      checkVersion(bill, ref.objectVersionNumber);
      if (bill.billStatus !== 'UNPAID') {
        throw new AdminFailure(
          'error.bill.status_invalid',
          t(
            `账单 ${bill.billNo} 已缴费，不能删除`,
            `Bill ${bill.billNo} has been paid: only an unpaid bill can be deleted`,
          ),
        );
      }
    }
    const gone = new Set(refs.map((ref) => ref.billId));
    const records = this.records();
    records.bills = records.bills.filter(
      (bill) => !(bill.tenantId === tenantId && gone.has(bill.billId)),
    );
  }
}
