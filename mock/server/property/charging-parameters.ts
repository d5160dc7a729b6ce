// Each organisation's charging parameters: its label for a house (seed: houseAliases in
// mock/data/property.ts; the start-up reads it, the Charge Standards page renames it).
import { DEFAULT_HOUSE_ALIAS, houseAliases } from '../../data/property';

export class ChargingParameters {
  private aliases = new Map<number, string>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.aliases = new Map(Object.entries(houseAliases).map(([id, alias]) => [Number(id), alias]));
  }

  houseAlias(tenantId: number): string {
    return this.aliases.get(tenantId) ?? DEFAULT_HOUSE_ALIAS;
  }

  setHouseAlias(tenantId: number, alias: string): string {
    this.aliases.set(tenantId, alias);
    return alias;
  }
}
