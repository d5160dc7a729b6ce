// Banks (HZERO's bank definitions, platform level) as the Banks page edits them: a code unique
// among banks and fixed once created, the name and short name in the caller's language.
import { seedBanks } from '../../data/banks';
import { t, type Texts } from '../../data/lov-types';
import { savedOptional, sameInBoth, textOrNull, withText } from '../admin/texts';
import type { LanguageCode } from '../types';
import { RecordTable } from './record-table';
import type { BankRow } from './wire';

export interface StoredBank {
  bankId: number;
  bankCode: string;
  name: Texts;
  shortName: Texts | null;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface BankInput {
  bankCode?: string;
  bankName?: string;
  bankShortName?: string | null;
  enabledFlag?: 0 | 1;
}

const bankSeed = (): StoredBank[] => seedBanks.map((bank) => ({ ...bank, objectVersionNumber: 1 }));

export class BankStore {
  readonly banks = new RecordTable(bankSeed, {
    id: (bank) => bank.bankId,
    code: (bank) => bank.bankCode,
    name: (what) => t(`银行 ${what}`, `Bank ${what}`),
  });

  reset(): void {
    this.banks.reset();
  }

  create(input: BankInput & { bankCode: string; bankName: string }): StoredBank {
    return this.banks.add({
      bankId: this.banks.nextId(),
      bankCode: input.bankCode,
      name: sameInBoth(input.bankName),
      shortName: input.bankShortName ? sameInBoth(input.bankShortName) : null,
      enabledFlag: input.enabledFlag ?? 1,
      objectVersionNumber: 1,
    });
  }

  update(id: number, version: number, input: BankInput, lang: LanguageCode): StoredBank {
    return this.banks.update(id, version, (stored) => ({
      ...stored,
      name:
        input.bankName === undefined ? stored.name : withText(stored.name, lang, input.bankName),
      shortName: savedOptional(stored.shortName, lang, input.bankShortName),
      enabledFlag: input.enabledFlag ?? stored.enabledFlag,
    }));
  }
}

export const bankRow = (bank: StoredBank, lang: LanguageCode): BankRow => ({
  bankId: bank.bankId,
  bankCode: bank.bankCode,
  bankName: bank.name[lang],
  bankShortName: textOrNull(bank.shortName, lang),
  enabledFlag: bank.enabledFlag,
  objectVersionNumber: bank.objectVersionNumber,
});
