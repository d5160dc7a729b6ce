/**
 * An organisation's unit tree (HZERO "组织架构", `/hpfm/v1[/{organizationId}]/units`), shared
 * with the gateway: companies, departments and teams, each under a parent unit or at the top.
 */

export const UNIT_TYPES = ['COMPANY', 'DEPARTMENT', 'TEAM'] as const;
export type UnitTypeCode = (typeof UNIT_TYPES)[number];

/** One unit of `GET …/units/tree`, its children (in `orderSeq` order) below it. */
export interface UnitDto {
  unitId: number;
  tenantId: number;
  unitCode: string;
  unitName: string;
  unitTypeCode: UnitTypeCode;
  /** The unit above it; null at the top. */
  parentUnitId: number | null;
  /** Where it stands among its siblings: smaller first. */
  orderSeq: number;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
  children?: UnitDto[];
}

/** `POST …/units`: a new unit (`tenantId` on the site form only). */
export interface UnitCreate {
  tenantId?: number;
  unitCode: string;
  unitName: string;
  unitTypeCode: UnitTypeCode;
  parentUnitId: number | null;
  orderSeq?: number;
}

/** `PUT …/units`: a unit's name, type and order (never its code or place). */
export interface UnitUpdate {
  unitId: number;
  objectVersionNumber: number;
  unitName: string;
  unitTypeCode: UnitTypeCode;
  orderSeq: number;
}

/** `POST …/units/enable|disable`: the unit and the version the caller read. */
export type UnitRef = Pick<UnitDto, 'unitId' | 'objectVersionNumber'>;

/** `PUT …/units/move`: the unit put under `parentUnitId` (null: the top) at `orderSeq`. */
export interface UnitMove extends UnitRef {
  parentUnitId: number | null;
  orderSeq: number;
}
