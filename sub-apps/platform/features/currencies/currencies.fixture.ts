/** Currencies and row lookups the page tests share. */
import type { CurrencyDto } from '@polaris/core/services/platform/types';
import { screen, waitFor, within } from '@testing-library/react';

export const currency = (
  currencyId: number,
  currencyCode: string,
  defaultPrecision: number,
  currencyName = `${currencyCode} name`,
): CurrencyDto => ({
  currencyId,
  currencyCode,
  currencyName,
  countryId: null,
  countryCode: null,
  countryName: null,
  financialPrecision: defaultPrecision,
  defaultPrecision,
  currencySymbol: null,
  enabledFlag: 1,
  objectVersionNumber: 4,
});

export const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

/** A row's action once its permission is answered (pending, it shows disabled). */
export const actionOf = async (text: string, name: string) => {
  const row = await rowOf(text);
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};
