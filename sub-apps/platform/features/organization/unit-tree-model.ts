/**
 * The unit tree's rules: units as tree items (every unit may hold units), a unit found by id, and
 * a place in the tree (a drop, or "Move to…" a parent: last among its children) turned into the
 * gateway's move (`parentUnitId` and an `orderSeq` just after the unit before it).
 */
import type { TreeItem, TreeKey } from '@polaris/core/kit/tree/check-tree';
import { sortAt, type DropPlace } from '@polaris/core/kit/tree/drop-place';
import type { UnitDto, UnitMove } from '@polaris/core/services/platform/unit-types';

export function toTreeItems(units: readonly UnitDto[]): TreeItem[] {
  return units.map((unit) => ({
    key: unit.unitId,
    title: unit.unitName,
    code: unit.unitCode,
    group: true,
    children: unit.children ? toTreeItems(unit.children) : undefined,
  }));
}

const everyUnit = (units: readonly UnitDto[]): UnitDto[] =>
  units.flatMap((unit) => [unit, ...everyUnit(unit.children ?? [])]);

export const findUnit = (units: readonly UnitDto[], id: TreeKey): UnitDto | undefined =>
  everyUnit(units).find((unit) => unit.unitId === id);

/** The units under `parentId` (null: the top), without `leaving`. */
function siblingsUnder(units: readonly UnitDto[], parentId: number | null, leaving: number) {
  const below = parentId === null ? units : (findUnit(units, parentId)?.children ?? []);
  return below.filter((unit) => unit.unitId !== leaving);
}

/** The move that puts unit `id` at `place`. */
export function moveRequest(units: readonly UnitDto[], id: number, place: DropPlace): UnitMove {
  const unit = findUnit(units, id) as UnitDto;
  const parentUnitId = place.parent === null ? null : Number(place.parent);
  const others = siblingsUnder(units, parentUnitId, id).map((one) => one.orderSeq);
  return {
    unitId: id,
    objectVersionNumber: unit.objectVersionNumber,
    parentUnitId,
    orderSeq: sortAt(others, place.index),
  };
}

/** The place "Move to…" puts a unit: last under `parent`. */
export function lastUnder(units: readonly UnitDto[], id: number, parent: number | null) {
  return { parent, index: siblingsUnder(units, parent, id).length };
}
