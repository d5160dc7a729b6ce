// What the organisation console changes (issue 26, part H): the data hierarchies, the quick
// entries and the unit trees. One field of GatewayState; reset() restores the seed.
import { HierarchyStore } from './hierarchy-store';
import { QuickEntryStore } from './quick-entry-store';
import { UnitStore } from './unit-store';

export class OrgConfigRecords {
  readonly hierarchies = new HierarchyStore();
  readonly quickEntries = new QuickEntryStore();
  readonly units = new UnitStore();

  reset(): void {
    this.hierarchies.reset();
    this.quickEntries.reset();
    this.units.reset();
  }
}
