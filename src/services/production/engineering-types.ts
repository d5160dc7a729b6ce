/**
 * Request and response shapes of the production engineering pages (issue 22): items, bills of
 * materials and their lines (`/mes/v1/{tenantId}/items`, `boms`, `boms/{bomId}/lines`), the
 * capacity board (`work-centres`, `capacity-loads`) and the daily production report
 * (`/hrpt/v1/{tenantId}/daily-production`). The mock gateway sends exactly these (`Sent`).
 * Days are `YYYY-MM-DD` in the organisation's calendar.
 */
import type { PagedQuery } from '../platform/types';

/** An item of the organisation's item master: what a BOM is for and what it is made of. */
export interface ItemDto {
  itemId: number;
  itemCode: string;
  itemName: string;
  /** Its unit of measure (EA, KG, M…). */
  uom: string;
  /** FG finished good, SA sub-assembly, RM raw material. */
  itemType: string;
}

export interface ItemQuery extends PagedQuery {
  itemCode?: string;
}

/** DRAFT, ACTIVE or OBSOLETE. */
export type BomStatus = string;

/** One bill of materials: the item it builds, at a revision. */
export interface BomDto {
  bomId: number;
  itemCode: string;
  itemName: string;
  revision: string;
  bomStatus: BomStatus;
  /** How many lines it holds, at every depth. */
  lineCount: number;
  lastUpdateDate: string;
  objectVersionNumber: number;
}

export interface BomQuery extends PagedQuery {
  itemCode?: string;
  bomStatus?: BomStatus;
}

/** One line of a BOM: a component, how many of it go into its parent, and what is lost. */
export interface BomLineDto {
  bomLineId: number;
  bomId: number;
  /** The line it hangs under; null at the top (directly under the BOM's item). */
  parentLineId: number | null;
  lineNum: number;
  componentCode: string;
  componentName: string;
  quantity: number;
  uom: string;
  /** Scrap, in percent (0 to 100). */
  scrapRate: number;
  objectVersionNumber: number;
}

/** A BOM and every line of it, flat (each line names its parent), in line order. */
export interface BomLinesDto {
  bom: BomDto;
  lines: BomLineDto[];
}

interface LineFields {
  componentCode: string;
  quantity: number;
  uom: string;
  scrapRate: number;
}

/**
 * One change of a BOM's lines save. A new line hangs under a saved line (`parentLineId`), under
 * a line created earlier in the same save (`parentRef`, that line's `lineRef`), or at the top.
 */
export type BomLineChange =
  | ({
      _status: 'create';
      lineRef: string;
      parentLineId: number | null;
      parentRef: string | null;
    } & LineFields)
  | ({ _status: 'update'; bomLineId: number; objectVersionNumber: number } & LineFields)
  | { _status: 'delete'; bomLineId: number; objectVersionNumber: number };

/** `POST …/boms/{bomId}/lines/batch-save`: all or nothing, against the BOM's version. */
export interface BomLinesSave {
  objectVersionNumber: number;
  lines: BomLineChange[];
}

/** A work centre of the capacity board. */
export interface WorkCentreDto {
  workCentreCode: string;
  workCentreName: string;
}

/** One work centre on one day: the hours it has, and the hours of work planned on it. */
export interface CapacityLoadDto {
  workCentreCode: string;
  workCentreName: string;
  workDate: string;
  capacityHours: number;
  loadHours: number;
}

export interface CapacityLoadQuery extends PagedQuery {
  dateFrom: string;
  dateTo: string;
  /** Work centre codes, comma-separated; none: every work centre. */
  workCentreCodes?: string;
}

/** One production line on one day: what it was to make, what it made, what it scrapped. */
export interface DailyProductionDto {
  /** The row's id (one line, one day). */
  recordId: number;
  reportDate: string;
  lineCode: string;
  lineName: string;
  targetQty: number;
  outputQty: number;
  scrapQty: number;
}

export interface DailyProductionQuery extends PagedQuery {
  dateFrom?: string;
  dateTo?: string;
  lineCode?: string;
}
