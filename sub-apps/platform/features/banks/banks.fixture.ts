/** Banks the page tests share. */
import type { BankDto } from '@polaris/core/services/platform/master-data-types';

export const bank = (bankId: number, bankCode: string, enabledFlag = 1): BankDto => ({
  bankId,
  bankCode,
  bankName: `${bankCode} Bank`,
  bankShortName: bankCode.toLowerCase(),
  enabledFlag,
  objectVersionNumber: 3,
});
