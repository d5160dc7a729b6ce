// The Bills and Receipts pages' endpoints (/wy/api/:version/PROP/..., issue 23): the
// organisation's bills (list; delete while unpaid), the charge preview of a house for a month
// (a `__pms` answer the page shows: a generic failure is the client's "Operation failed" dialog,
// the billing outcomes carry a phrase the client shows in place), the month export (a real .xlsx
// of that month's bills) and the receipts of payments received. Houses are the house store's.
import {
  BILL_STATUS_NAMES,
  chargeReportHeader,
  chargesOf,
  officeMonth,
} from '../../data/property-charging';
import { totalOf, isMonth } from '../../../src/services/property/charging-rules';
import {
  BILL_STATUSES,
  PAY_METHODS,
  type BillDto,
  type ChargePreviewDto,
  type ReceiptDto,
} from '../../../src/services/property/charging-types';
import type { WyEnvelope } from '../../../src/services/property/wire';
import { arrayBody, FieldReader, objectBody, queryReader } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains } from '../admin/listing';
import type { UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { requirePermission } from './admin-common';
import { propertyRoute, wyOk, wyPage } from './property-common';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from './xlsx';

export const billPermission = (action: string) => `acme.property.bill.button.${action}`;

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

/** A house's id or name holding `needle`. */
const houseMatches = (row: { houseId: string; houseName: string }, needle?: string) =>
  contains(row.houseId, needle) || contains(row.houseName, needle);

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], field: string) {
  if (value === undefined || (allowed as readonly string[]).includes(value)) {
    return value as T | undefined;
  }
  throw invalid(
    `${field} 必须是 ${allowed.join('、')} 之一`,
    `${field} must be one of ${allowed.join(', ')}`,
  );
}

function monthParam(value: string | undefined): string | undefined {
  if (value === undefined || isMonth(value)) return value;
  throw invalid(`month 必须是 YYYY-MM，收到 ${value}`, `month must be YYYY-MM, got ${value}`);
}

function listBills(ctx: UserContext) {
  const query = queryReader(ctx.query);
  const month = monthParam(query.text('month') ?? undefined);
  const house = query.text('house') ?? undefined;
  const status = oneOf(query.text('billStatus') ?? undefined, BILL_STATUSES, 'billStatus');
  const rows: BillDto[] = ctx.state.property.charging.bills
    .bills(tenantOf(ctx))
    .filter(
      (bill) =>
        (month === undefined || bill.month === month) &&
        houseMatches(bill, house) &&
        (status === undefined || bill.billStatus === status),
    )
    .map(({ tenantId: _tenant, ...bill }) => bill);
  return wyPage(
    rows,
    ctx.query,
    (a, b) => b.month.localeCompare(a.month) || a.houseId.localeCompare(b.houseId),
  );
}

async function deleteBills(ctx: UserContext) {
  requirePermission(ctx, billPermission('delete'));
  const refs = arrayBody(await ctx.body()).map((raw, index) => {
    const reader = new FieldReader(raw, {
      zh_CN: `第 ${index + 1} 行：`,
      en_US: `Row ${index + 1}: `,
    });
    return {
      billId: reader.requiredInt('billId', { min: 1 }),
      objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    };
  });
  ctx.state.property.charging.bills.remove(tenantOf(ctx), refs);
  return wyOk(null);
}

function pmsFailure(message: string): Reply {
  const body: WyEnvelope<null> = { __pms: true, success: false, result: null, error: { message } };
  return json(body);
}

async function chargePreview(ctx: UserContext, lang: LanguageCode): Promise<Reply> {
  requirePermission(ctx, billPermission('preview'));
  const raw = objectBody(await ctx.body());
  const say = (zh: string, en: string) => (lang === 'en_US' ? en : zh);
  const houseId = typeof raw.houseId === 'string' ? raw.houseId.trim() : '';
  if (!houseId) return pmsFailure(say('请选择房间', 'Select a house first'));
  const month =
    raw.month === undefined || raw.month === '' ? officeMonth(ctx.state.clock.now()) : raw.month;
  if (!isMonth(month)) return pmsFailure(say('月份必须是 YYYY-MM', 'The month must be YYYY-MM'));
  // a house of another organisation is not there for the caller
  const house = ctx.state.property.houses.findHouse(tenantOf(ctx), houseId);
  if (!house) return pmsFailure(say(`房间 ${houseId} 不存在`, `House ${houseId} does not exist`));
  const { standards, bills } = ctx.state.property.charging;
  if (bills.billOf(house.tenantId, house.houseId, month)?.billStatus === 'SETTLED') {
    return pmsFailure(
      say(
        `账单已结算：房间 ${house.houseName} ${month} 无需收费`,
        `Billing account already settled for house ${house.houseName} in ${month}`,
      ),
    );
  }
  const items = chargesOf(house, standards.list(house.tenantId));
  if (items.length === 0) {
    return pmsFailure(
      say(
        `收费预览失败：房间 ${house.houseName} 未设置收费标准`,
        `Charge preview failed: house ${house.houseName} has no charge standard`,
      ),
    );
  }
  const result: ChargePreviewDto = {
    houseId: house.houseId,
    houseName: house.houseName,
    month,
    items,
    total: totalOf(items),
  };
  const body: WyEnvelope<ChargePreviewDto> = { __pms: true, success: true, result, error: null };
  return json(body);
}

function monthExport(ctx: UserContext): Reply {
  requirePermission(ctx, billPermission('export'));
  const month =
    monthParam(ctx.query.get('month') || undefined) ?? officeMonth(ctx.state.clock.now());
  const { bills, parameters } = ctx.state.property.charging;
  const rows = bills
    .bills(tenantOf(ctx))
    .filter((bill) => bill.month === month)
    .sort((a, b) => a.houseId.localeCompare(b.houseId))
    .flatMap((bill) =>
      bill.items.map((item) => [
        bill.billNo,
        bill.houseName,
        bill.month,
        item.itemName,
        item.amount,
        BILL_STATUS_NAMES[bill.billStatus],
      ]),
    );
  const header = chargeReportHeader.map((title, index) =>
    index === 1 ? parameters.houseAlias(tenantOf(ctx)) : title,
  );
  const fileName = `收费报表-${month}.xlsx`;
  return {
    status: 200,
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    },
    body: xlsxWorkbook(month, [header, ...rows]),
  };
}

function listReceipts(ctx: UserContext) {
  const query = queryReader(ctx.query);
  const number = query.text('receiptNo') ?? undefined;
  const house = query.text('house') ?? undefined;
  const payer = query.text('payerName') ?? undefined;
  const method = oneOf(query.text('payMethod') ?? undefined, PAY_METHODS, 'payMethod');
  const rows: ReceiptDto[] = ctx.state.property.charging.bills
    .receipts(tenantOf(ctx))
    .filter(
      (receipt) =>
        contains(receipt.receiptNo, number) &&
        houseMatches(receipt, house) &&
        contains(receipt.payerName, payer) &&
        (method === undefined || receipt.payMethod === method),
    )
    .map(({ tenantId: _tenant, ...receipt }) => receipt);
  return wyPage(rows, ctx.query, (a, b) => b.paidAt.localeCompare(a.paidAt));
}

export const billRoutes = [
  propertyRoute('GET', '/bill', listBills),
  propertyRoute('DELETE', '/bill', deleteBills),
  propertyRoute('POST', '/charge/preview', chargePreview),
  propertyRoute('GET', '/report/export', monthExport),
  propertyRoute('GET', '/receipt', listReceipts),
];
