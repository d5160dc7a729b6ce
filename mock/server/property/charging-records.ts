// The charging pages' records (Charge Standards, Bills, Receipts; issue 23): one field of
// PropertyRecords. Houses are read from the house store (PropertyRecords.houses).
import { BillStore } from './bill-store';
import { ChargeStandardStore } from './charge-standard-store';
import { ChargingParameters } from './charging-parameters';

export class ChargingRecords {
  readonly standards = new ChargeStandardStore();
  readonly bills: BillStore;
  readonly parameters = new ChargingParameters();

  constructor(now: () => number) {
    this.bills = new BillStore(now);
  }

  reset(): void {
    this.standards.reset();
    this.bills.reset();
    this.parameters.reset();
  }
}
