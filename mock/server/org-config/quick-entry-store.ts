// The quick entries (/hpfm/quick-entry, site level): which pages of a role's menu its users'
// workplace card lists, in order. Seeded per role code from mock/data/ui-config.ts; the card
// (GET …/quick-entry/map-list) reads the session role's entries from here.
import { quickEntryMenus } from '../../data/ui-config';
import { seedRoles } from '../../data/roles';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StoredQuickEntry {
  quickEntryId: number;
  roleId: number;
  menuCode: string;
  orderSeq: number;
  objectVersionNumber: number;
}

const seedEntries = (): StoredQuickEntry[] =>
  seedRoles.flatMap((role) =>
    (quickEntryMenus[role.code] ?? []).map((menuCode, index) => ({
      quickEntryId: 0,
      roleId: role.id,
      menuCode,
      orderSeq: (index + 1) * 10,
      objectVersionNumber: 1,
    })),
  );

export class QuickEntryStore {
  private rows = new Map<number, StoredQuickEntry>();
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.rows.clear();
    this.nextId = 1;
    for (const entry of seedEntries()) this.add(entry);
  }

  private add(entry: StoredQuickEntry): StoredQuickEntry {
    const row = { ...entry, quickEntryId: this.nextId++ };
    this.rows.set(row.quickEntryId, row);
    return { ...row };
  }

  list(): StoredQuickEntry[] {
    return [...this.rows.values()].map((row) => ({ ...row }));
  }

  /** A role's entries in the card's order. */
  ofRole(roleId: number): StoredQuickEntry[] {
    return this.list()
      .filter((row) => row.roleId === roleId)
      .sort((a, b) => a.orderSeq - b.orderSeq || a.quickEntryId - b.quickEntryId);
  }

  /** Adds a page to a role's card: last unless `orderSeq` says where; a page is there once. */
  create(roleId: number, menuCode: string, orderSeq?: number): StoredQuickEntry {
    const own = this.ofRole(roleId);
    if (own.some((row) => row.menuCode === menuCode)) {
      throw new AdminFailure('error.data_exists', {
        zh_CN: `该角色的快捷入口已有 ${menuCode}`,
        en_US: `The role’s quick entries already hold ${menuCode}`,
      });
    }
    const last = own.at(-1)?.orderSeq ?? 0;
    return this.add({
      quickEntryId: 0,
      roleId,
      menuCode,
      orderSeq: orderSeq ?? last + 10,
      objectVersionNumber: 1,
    });
  }

  remove(quickEntryId: number, version: number): StoredQuickEntry {
    const row = this.rows.get(quickEntryId);
    if (!row) {
      throw notFound(
        `快捷入口 ${quickEntryId} 不存在`,
        `Quick entry ${quickEntryId} does not exist`,
      );
    }
    checkVersion(row, version);
    this.rows.delete(quickEntryId);
    return { ...row };
  }
}
