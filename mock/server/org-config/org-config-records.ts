// What the organisation console changes (issue 26, part H): the data hierarchies. One field of
// GatewayState; reset() restores the seed.
import { HierarchyStore } from './hierarchy-store';

export class OrgConfigRecords {
  readonly hierarchies = new HierarchyStore();

  reset(): void {
    this.hierarchies.reset();
  }
}
