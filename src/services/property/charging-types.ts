/**
 * The property office's charging calls (`/wy/api/v1.0/PROP/...`, issue 23): charge standards,
 * bills with their charge preview and month export, receipts, and the tenant's charging
 * parameters (its label for a house). The mock gateway answers these types.
 */

/** How a charge standard bills a house each month: by its area, or a fixed amount. */
export type BillingMethod = 'AREA_MONTHLY' | 'FIXED_MONTHLY';
export const BILLING_METHODS: readonly BillingMethod[] = ['AREA_MONTHLY', 'FIXED_MONTHLY'];

/** A charge item of a project: what each of its houses owes a month. */
export interface ChargeStandardDto {
  standardId: number;
  projectId: number;
  projectName: string;
  standardCode: string;
  standardName: string;
  billingMethod: BillingMethod;
  /** Per m² a month (AREA_MONTHLY) or per house a month (FIXED_MONTHLY); 2 decimals. */
  unitPrice: number;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface ChargeStandardQuery {
  standardCode?: string;
  standardName?: string;
  projectName?: string;
  enabledFlag?: 0 | 1;
}

export interface ChargeStandardSave {
  standardId?: number;
  objectVersionNumber?: number;
  projectId: number;
  standardCode: string;
  standardName: string;
  billingMethod: BillingMethod;
  unitPrice: number;
  enabledFlag: 0 | 1;
}

export interface ChargeStandardRef {
  standardId: number;
  objectVersionNumber: number;
}

export type BillStatus = 'UNPAID' | 'PAID' | 'SETTLED';
export const BILL_STATUSES: readonly BillStatus[] = ['UNPAID', 'PAID', 'SETTLED'];

/** One charge of a bill or a preview: the standard's name and its amount. */
export interface ChargeItem {
  itemName: string;
  amount: number;
}

/** What a house owes for a month (`YYYY-MM`). */
export interface BillDto {
  billId: number;
  billNo: string;
  houseId: string;
  houseName: string;
  month: string;
  items: ChargeItem[];
  amount: number;
  billStatus: BillStatus;
  objectVersionNumber: number;
}

export interface BillQuery {
  month?: string;
  house?: string;
  billStatus?: BillStatus;
}

export interface BillRef {
  billId: number;
  objectVersionNumber: number;
}

/** `POST PROP/charge/preview`: what the house would be charged for the month. */
export interface ChargePreviewRequest {
  houseId: string;
  month: string;
}

export interface ChargePreviewDto {
  houseId: string;
  houseName: string;
  month: string;
  items: ChargeItem[];
  total: number;
}

export type PayMethod = 'CASH' | 'WECHAT' | 'ALIPAY' | 'BANK';
export const PAY_METHODS: readonly PayMethod[] = ['CASH', 'WECHAT', 'ALIPAY', 'BANK'];

/** A payment received for a bill. */
export interface ReceiptDto {
  receiptId: number;
  receiptNo: string;
  billNo: string;
  houseId: string;
  houseName: string;
  month: string;
  payerName: string;
  amount: number;
  payMethod: PayMethod;
  /** `YYYY-MM-DD HH:mm:ss`, the office's time. */
  paidAt: string;
  items: ChargeItem[];
}

export interface ReceiptQuery {
  receiptNo?: string;
  house?: string;
  payerName?: string;
  payMethod?: PayMethod;
}

/** The tenant's charging parameters: its label for a house (`house-alias`). */
export interface HouseAliasDto {
  houseAlias: string;
}

/** Longest label a tenant may give its houses. */
export const HOUSE_ALIAS_MAX = 10;
