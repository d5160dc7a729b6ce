// The menu catalogues as Menu Configuration (/hiam/menu) leaves them. The site catalogue is
// stored once edited (until then it is the seed's); organisation catalogues are the seed's (the
// page is a site page). Every role's menu is served through the stored catalogue (menu-served.ts).
// Permission sets (the button codes under a page) can be switched off, for every role at once.
import type { MenuDef } from '../../data/menus/define';
import { seedRoles } from '../../data/roles';
import type { StoredRole } from '../accounts';
import type { RoleLevel } from '../types';
import { menuCatalogue } from './menu-catalogue';
import { keepsOwnArrangement, servedMenu } from './menu-served';

/** Ids of created menus start here (seed menus count up from 10001). */
const FIRST_CREATED_ID = 90001;

export class MenuConfig {
  private site: MenuDef[] | undefined;
  private nextId = FIRST_CREATED_ID;
  /** Permission sets switched off: their codes are granted to no role (check-permissions). */
  private readonly disabledSets = new Set<string>();

  /** Whether a permission set (by its code) is in force. */
  isSetEnabled(code: string): boolean {
    return !this.disabledSets.has(code);
  }

  setSetEnabled(code: string, enabled: boolean): void {
    if (enabled) this.disabledSets.delete(code);
    else this.disabledSets.add(code);
  }

  /** The catalogue a role of this level and tenant is given menus from, as edited. */
  catalogue(level: RoleLevel, tenantId: number): MenuDef[] {
    if (level === 'site' && this.site) return this.site;
    return menuCatalogue(level, tenantId);
  }

  /** Replaces the site catalogue by an edited one. */
  editSite(change: (defs: readonly MenuDef[]) => MenuDef[]): void {
    this.site = change(this.catalogue('site', 0));
  }

  /** An id for a created menu. */
  newId(): number {
    return this.nextId++;
  }

  /** The menu a role is served: its pages in the edited catalogue, disabled ones left out. */
  menuOf(role: StoredRole): MenuDef[] {
    const seed = seedRoles.find((one) => one.id === role.id);
    const own = keepsOwnArrangement(
      role.menu,
      seed?.menu,
      menuCatalogue(role.level, role.tenantId),
    );
    return servedMenu(role.menu, own, this.catalogue(role.level, role.tenantId));
  }

  reset(): void {
    this.site = undefined;
    this.disabledSets.clear();
    this.nextId = FIRST_CREATED_ID;
  }
}
