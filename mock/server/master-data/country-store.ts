// Countries and their regions (HZERO's country and region definitions, platform level), as the
// Countries page edits them. The HPFM.COUNTRY lookup (lovs.ts) offers the enabled countries, and
// the currencies' country is one of these (currency-store.ts), so a country created or disabled
// here is what every country field offers next. A country still named by a currency, or holding
// regions, is not deleted (disable it): `usedBy` says which currency names it.
import { seedCountries, seedRegions } from '../../data/countries';
import { t, type Texts } from '../../data/lov-types';
import type { LanguageCode } from '../types';
import { sameInBoth, withText } from '../admin/texts';
import { RecordTable } from './record-table';
import type { CountryRow, RegionRow } from './wire';

export interface StoredCountry {
  countryId: number;
  countryCode: string;
  name: Texts;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface StoredRegion {
  regionId: number;
  countryId: number;
  regionCode: string;
  name: Texts;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** A create (code, name, state) or the fields an update changes. */
export interface CountryInput {
  code?: string;
  name?: string;
  enabledFlag?: 0 | 1;
}

const countrySeed = (): StoredCountry[] =>
  seedCountries.map((country) => ({ ...country, enabledFlag: 1, objectVersionNumber: 1 }));

const regionSeed = (): StoredRegion[] =>
  seedRegions.map(({ countryCode, ...region }) => ({
    ...region,
    countryId: seedCountries.find((country) => country.countryCode === countryCode)!.countryId,
    enabledFlag: 1,
    objectVersionNumber: 1,
  }));

export class CountryStore {
  readonly regions: RecordTable<StoredRegion>;
  readonly countries: RecordTable<StoredCountry>;

  constructor(usedBy: (countryId: number) => string | undefined) {
    this.regions = new RecordTable(regionSeed, {
      id: (region) => region.regionId,
      code: (region) => region.regionCode,
      group: (region) => region.countryId,
      name: (what) => t(`地区 ${what}`, `Region ${what}`),
    });
    this.countries = new RecordTable(countrySeed, {
      id: (country) => country.countryId,
      code: (country) => country.countryCode,
      name: (what) => t(`国家/地区 ${what}`, `Country ${what}`),
      inUse: (country) => {
        const currency = usedBy(country.countryId);
        if (currency) {
          return t(
            `币种 ${currency} 使用国家/地区 ${country.countryCode}，请改为禁用`,
            `Currency ${currency} names country ${country.countryCode}: disable it instead`,
          );
        }
        if (this.regionsOf(country.countryId).length > 0) {
          return t(
            `国家/地区 ${country.countryCode} 还有地区，请先删除地区或改为禁用`,
            `Country ${country.countryCode} has regions: delete them first, or disable it`,
          );
        }
        return undefined;
      },
    });
  }

  reset(): void {
    this.countries.reset();
    this.regions.reset();
  }

  regionsOf(countryId: number): StoredRegion[] {
    return this.regions.list().filter((region) => region.countryId === countryId);
  }

  createCountry(input: Required<CountryInput>): StoredCountry {
    return this.countries.add({
      countryId: this.countries.nextId(),
      countryCode: input.code,
      name: sameInBoth(input.name),
      enabledFlag: input.enabledFlag,
      objectVersionNumber: 1,
    });
  }

  updateCountry(id: number, version: number, input: CountryInput, lang: LanguageCode) {
    return this.countries.update(id, version, (stored) => ({
      ...stored,
      name: input.name === undefined ? stored.name : withText(stored.name, lang, input.name),
      enabledFlag: input.enabledFlag ?? stored.enabledFlag,
    }));
  }

  createRegion(countryId: number, input: Required<CountryInput>): StoredRegion {
    this.countries.get(countryId);
    return this.regions.add({
      regionId: this.regions.nextId(),
      countryId,
      regionCode: input.code,
      name: sameInBoth(input.name),
      enabledFlag: input.enabledFlag,
      objectVersionNumber: 1,
    });
  }

  /** A region of this country (another country's answers as missing). */
  region(countryId: number, regionId: number): StoredRegion {
    return this.regions.get(regionId, (region) => region.countryId === countryId);
  }

  updateRegion(
    countryId: number,
    id: number,
    version: number,
    input: CountryInput,
    lang: LanguageCode,
  ) {
    this.region(countryId, id);
    return this.regions.update(id, version, (stored) => ({
      ...stored,
      name: input.name === undefined ? stored.name : withText(stored.name, lang, input.name),
      enabledFlag: input.enabledFlag ?? stored.enabledFlag,
    }));
  }
}

export const countryRow = (country: StoredCountry, lang: LanguageCode): CountryRow => ({
  countryId: country.countryId,
  countryCode: country.countryCode,
  countryName: country.name[lang],
  enabledFlag: country.enabledFlag,
  objectVersionNumber: country.objectVersionNumber,
});

export const regionRow = (region: StoredRegion, lang: LanguageCode): RegionRow => ({
  regionId: region.regionId,
  countryId: region.countryId,
  regionCode: region.regionCode,
  regionName: region.name[lang],
  enabledFlag: region.enabledFlag,
  objectVersionNumber: region.objectVersionNumber,
});
