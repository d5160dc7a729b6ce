/**
 * The charging rules the property pages and the mock office share: what a charge standard costs
 * a house a month, a bill's total (money in cents, so 0.1 + 0.2 is 0.30), the months a bill may
 * name and what a tenant may call its houses.
 */
import { HOUSE_ALIAS_MAX, type BillingMethod, type ChargeItem } from './charging-types';

/** An amount rounded to the cent (half away from zero). */
export function roundMoney(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  return (Math.sign(amount) * cents) / 100 || 0;
}

/** A month's charge of a standard for a house of `area` m². */
export function chargeOf(method: BillingMethod, unitPrice: number, area: number): number {
  return roundMoney(method === 'AREA_MONTHLY' ? unitPrice * area : unitPrice);
}

/** The total of charges, summed in cents. */
export function totalOf(items: readonly Pick<ChargeItem, 'amount'>[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
  return cents / 100;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month as bills name it: `YYYY-MM`. */
export const isMonth = (text: unknown): text is string =>
  typeof text === 'string' && MONTH.test(text);

/** The month `offset` months from `month` (`YYYY-MM`; negative goes back). */
export function shiftMonth(month: string, offset: number): string {
  const [, year, mm] = MONTH.exec(month) ?? [];
  if (!year) throw new Error(`not a month: ${month}`);
  const index = Number(year) * 12 + Number(mm) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Why a label for houses cannot be saved, or null: required, at most 10 characters. */
export function houseAliasProblem(alias: string): 'required' | 'tooLong' | null {
  const text = alias.trim();
  if (!text) return 'required';
  return [...text].length > HOUSE_ALIAS_MAX ? 'tooLong' : null;
}
