// The currency definitions (mock/data/currencies.ts) as the currency page reads and edits them;
// the country is one of the Countries page's (master-data/country-store.ts), as HPFM.COUNTRY offers.
import { seedCurrencies, type SeedCurrency } from '../../data/currencies';
import type { Texts } from '../../data/lov-types';
import type { LanguageCode } from '../types';
import { AdminFailure, checkVersion, notFound } from './failure';
import { sameInBoth, withText } from './texts';
import type { CurrencyRow, NewCurrency } from './wire';

export type { NewCurrency };

interface StoredCurrency extends SeedCurrency {
  objectVersionNumber: number;
}

/** `PUT /hpfm/v1/currencys`, read: the fields present change, the others are kept. */
export interface CurrencyInput {
  currencyId: number;
  objectVersionNumber: number;
  currencyCode?: string;
  currencyName?: string;
  countryId?: number | null;
  financialPrecision?: number;
  defaultPrecision?: number;
  currencySymbol?: string | null;
  enabledFlag?: 0 | 1;
}

const seedData = (): Map<number, StoredCurrency> =>
  new Map(seedCurrencies.map((c) => [c.currencyId, { ...c, objectVersionNumber: 1 }]));

/** A country of the Countries page, by id. */
export type CountryOf = (
  countryId: number,
) => { countryId: number; countryCode: string; name: Texts } | undefined;

function currencyRow(
  currency: StoredCurrency,
  lang: LanguageCode,
  countryOf: CountryOf,
): CurrencyRow {
  const country = currency.countryId === null ? undefined : countryOf(currency.countryId);
  return {
    currencyId: currency.currencyId,
    currencyCode: currency.currencyCode,
    currencyName: currency.name[lang],
    countryId: country?.countryId ?? null,
    countryCode: country?.countryCode ?? null,
    countryName: country ? country.name[lang] : null,
    financialPrecision: currency.financialPrecision,
    defaultPrecision: currency.defaultPrecision,
    currencySymbol: currency.currencySymbol,
    enabledFlag: currency.enabledFlag,
    objectVersionNumber: currency.objectVersionNumber,
  };
}

function checkCountry(countryId: number | null, countryOf: CountryOf): void {
  if (countryId === null || countryOf(countryId)) return;
  throw new AdminFailure('error.param.invalid', {
    zh_CN: `countryId ${countryId} 不是 HPFM.COUNTRY 中的国家/地区`,
    en_US: `countryId ${countryId} is not a country of HPFM.COUNTRY`,
  });
}

export class CurrencyStore {
  private currencies = seedData();

  constructor(private readonly countryOf: CountryOf) {}

  /** A currency as the list and the writes answer it, its country in the caller's language. */
  row(currency: StoredCurrency, lang: LanguageCode): CurrencyRow {
    return currencyRow(currency, lang, this.countryOf);
  }

  reset(): void {
    this.currencies = seedData();
  }

  list(): StoredCurrency[] {
    return [...this.currencies.values()];
  }

  /** Adds a currency; a code already defined or an unknown country is refused. */
  create(input: NewCurrency): StoredCurrency {
    const code = input.currencyCode;
    if (this.list().some((c) => c.currencyCode === code)) {
      throw new AdminFailure('error.currency.code_exists', {
        zh_CN: `币种代码 ${code} 已存在`,
        en_US: `Currency code ${code} already exists`,
      });
    }
    checkCountry(input.countryId, this.countryOf);
    const currencyId = Math.max(0, ...this.currencies.keys()) + 1;
    const saved: StoredCurrency = {
      currencyId,
      currencyCode: code,
      name: sameInBoth(input.currencyName),
      countryId: input.countryId,
      financialPrecision: input.financialPrecision,
      defaultPrecision: input.defaultPrecision,
      currencySymbol: input.currencySymbol,
      enabledFlag: input.enabledFlag,
      objectVersionNumber: 1,
    };
    this.currencies.set(currencyId, saved);
    return saved;
  }

  /** Removes a currency read at this version; answers what was removed. */
  remove(currencyId: number, objectVersionNumber: number): StoredCurrency {
    const stored = this.stored(currencyId);
    checkVersion(stored, objectVersionNumber);
    this.currencies.delete(currencyId);
    return stored;
  }

  private stored(currencyId: number): StoredCurrency {
    const stored = this.currencies.get(currencyId);
    if (!stored) {
      throw notFound(`币种 ${currencyId} 不存在`, `Currency ${currencyId} does not exist`);
    }
    return stored;
  }

  /** A currency's name in every language at once (the Multilingual Texts page). */
  translateName(currencyId: number, name: Texts): StoredCurrency {
    const stored = this.stored(currencyId);
    const saved = { ...stored, name, objectVersionNumber: stored.objectVersionNumber + 1 };
    this.currencies.set(currencyId, saved);
    return saved;
  }

  /** Saves the changed fields when the version matches; the name in the caller's language. */
  update(input: CurrencyInput, lang: LanguageCode): StoredCurrency {
    const stored = this.stored(input.currencyId);
    if (input.currencyCode !== undefined && input.currencyCode !== stored.currencyCode) {
      throw new AdminFailure('error.currency.code_fixed', {
        zh_CN: `currencyCode 不能修改（${stored.currencyCode}）`,
        en_US: `currencyCode cannot be changed (${stored.currencyCode})`,
      });
    }
    if (input.countryId !== undefined) checkCountry(input.countryId, this.countryOf);
    checkVersion(stored, input.objectVersionNumber);
    const saved: StoredCurrency = {
      ...stored,
      name:
        input.currencyName === undefined
          ? stored.name
          : withText(stored.name, lang, input.currencyName),
      countryId: input.countryId === undefined ? stored.countryId : input.countryId,
      financialPrecision: input.financialPrecision ?? stored.financialPrecision,
      defaultPrecision: input.defaultPrecision ?? stored.defaultPrecision,
      currencySymbol:
        input.currencySymbol === undefined ? stored.currencySymbol : input.currencySymbol || null,
      enabledFlag: input.enabledFlag ?? stored.enabledFlag,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.currencies.set(saved.currencyId, saved);
    return saved;
  }
}
