// Wire shapes of the production engineering endpoints (BOMs, capacity board, daily production
// report): the client's DTOs (src/services/production/engineering-types.ts) as the mock sends
// them, checked at compile time by `Sent`.
import type {
  BomDto,
  BomLineDto,
  CapacityLoadDto,
  DailyProductionDto,
  ItemDto,
  WorkCentreDto,
} from '../../../src/services/production/engineering-types';
import type { Sent } from '../types';

export type BomStatus = 'DRAFT' | 'ACTIVE' | 'OBSOLETE';
export type ItemType = 'FG' | 'SA' | 'RM';

/** One row of `GET /mes/v1/{tid}/items`. */
export type ItemRow = Sent<ItemDto, { itemType: ItemType }>;

/** One row of `GET /mes/v1/{tid}/boms`, and the `bom` of a lines answer. */
export type BomRow = Sent<BomDto, { bomStatus: BomStatus }>;

/** One line of `GET /mes/v1/{tid}/boms/{bomId}/lines` and of the save's answer. */
export type BomLineRow = Sent<BomLineDto, { parentLineId: number | null }>;

export interface BomLinesReply {
  bom: BomRow;
  lines: BomLineRow[];
}

/** One of `GET /mes/v1/{tid}/work-centres`. */
export type WorkCentreRow = Sent<WorkCentreDto, { workCentreCode: string }>;

/** One row of `GET /mes/v1/{tid}/capacity-loads`. */
export type CapacityLoadRow = Sent<CapacityLoadDto, { loadHours: number }>;

/** One row of `GET /hrpt/v1/{tid}/daily-production`. */
export type DailyProductionRow = Sent<DailyProductionDto, { outputQty: number }>;
