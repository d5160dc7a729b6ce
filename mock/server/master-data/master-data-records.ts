// The platform's master data (Countries and Regions, Banks) and the organisations' calendars: one field of GatewayState; reset()
// restores the seed. `currencyOf` tells which currency names a country (a country in use is not
// deleted).
import { BankStore } from './bank-store';
import { CalendarStore } from './calendar-store';
import { CountryStore } from './country-store';

export class MasterDataRecords {
  readonly countries: CountryStore;
  readonly banks = new BankStore();
  readonly calendars = new CalendarStore();

  constructor(currencyOf: (countryId: number) => string | undefined) {
    this.countries = new CountryStore(currencyOf);
  }

  reset(): void {
    this.countries.reset();
    this.banks.reset();
    this.calendars.reset();
  }
}
