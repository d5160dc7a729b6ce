// What the organisation console changes (issue 26, part H): the data hierarchies and the quick
// entries. One field of GatewayState; reset() restores the seed.
import { HierarchyStore } from './hierarchy-store';
import { QuickEntryStore } from './quick-entry-store';

export class OrgConfigRecords {
  readonly hierarchies = new HierarchyStore();
  readonly quickEntries = new QuickEntryStore();

  reset(): void {
    this.hierarchies.reset();
    this.quickEntries.reset();
  }
}
