// The bills of materials of each organisation: headers with HZERO's optimistic lock, and their
// lines kept flat (each names its parent line). A save of lines is all or nothing: it runs on a
// copy, is checked as a whole tree (bom-tree.ts) and replaces the stored lines only when good.
import { t } from '../../data/lov-types';
import { AdminFailure } from '../admin/failure';
import type { LanguageCode } from '../types';
import { formatDateTime } from '../work/dates';
import { seedBoms, seedItems, type SeedItem, type SeedLine } from './bom-seed';
import { treeProblem, type TreeProblem } from './bom-tree';
import type { BomLineRow, BomRow, BomStatus, ItemRow } from './engineering-wire';

interface StoredBom {
  bomId: number;
  tenantId: number;
  itemCode: string;
  revision: string;
  bomStatus: BomStatus;
  lastUpdateDate: string;
  objectVersionNumber: number;
}

interface StoredLine {
  bomLineId: number;
  tenantId: number;
  bomId: number;
  parentLineId: number | null;
  lineNum: number;
  componentCode: string;
  quantity: number;
  uom: string;
  scrapRate: number;
  objectVersionNumber: number;
}

export interface LineFields {
  componentCode: string;
  quantity: number;
  uom: string;
  scrapRate: number;
}

/** One change of a save, as read from the body (bom-input.ts). */
export type LineChange =
  | ({
      _status: 'create';
      lineRef: string;
      parentLineId: number | null;
      parentRef: string | null;
    } & LineFields)
  | ({ _status: 'update'; bomLineId: number; objectVersionNumber: number } & LineFields)
  | { _status: 'delete'; bomLineId: number; objectVersionNumber: number };

export const dataChanged = (): AdminFailure =>
  new AdminFailure(
    'error.data_changed',
    t(
      '记录已被他人修改，请刷新后重试。',
      'The record has been changed by someone else. Refresh and try again.',
    ),
    'warn',
  );

const notExists = (what: string): AdminFailure =>
  new AdminFailure(
    'error.data_not_exists',
    t(`${what} 不存在（可能已被删除）`, `${what} does not exist (it may have been deleted)`),
    'warn',
  );

/** The lines of a seed tree, flat, parents first. */
function seedLines(bom: (typeof seedBoms)[number], nextId: () => number): StoredLine[] {
  const flat: StoredLine[] = [];
  const add = (lines: SeedLine[], parentLineId: number | null) =>
    lines.forEach(([componentCode, quantity, uom, scrapRate, children], index) => {
      const bomLineId = nextId();
      flat.push({
        ...{ bomLineId, tenantId: 2, bomId: bom.bomId, parentLineId, lineNum: (index + 1) * 10 },
        ...{ componentCode, quantity, uom, scrapRate, objectVersionNumber: 1 },
      });
      if (children) add(children, bomLineId);
    });
  add(bom.lines, null);
  return flat;
}

interface BomData {
  boms: Map<number, StoredBom>;
  lines: Map<number, StoredLine>;
  nextLineId: number;
}

function seedData(now: number): BomData {
  const at = formatDateTime(now - 7 * 24 * 3600_000);
  const boms = new Map(
    seedBoms.map(({ lines: _lines, ...bom }): [number, StoredBom] => [
      bom.bomId,
      { ...bom, tenantId: 2, lastUpdateDate: at, objectVersionNumber: 1 },
    ]),
  );
  let nextLineId = 1;
  const lines = new Map(
    seedBoms
      .flatMap((bom) => seedLines(bom, () => nextLineId++))
      .map((line): [number, StoredLine] => [line.bomLineId, line]),
  );
  return { boms, lines, nextLineId };
}

export class BomStore {
  /** Seeded on first use after a reset, dated by the clock then. */
  private seeded: BomData | undefined;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.seeded = undefined;
  }

  private get data(): BomData {
    this.seeded ??= seedData(this.now());
    return this.seeded;
  }

  private get boms(): Map<number, StoredBom> {
    return this.data.boms;
  }

  private get lineMap(): Map<number, StoredLine> {
    return this.data.lines;
  }

  items(tenantId: number): SeedItem[] {
    return seedItems.filter((item) => item.tenantId === tenantId);
  }

  item(tenantId: number, itemCode: string): SeedItem | undefined {
    return this.items(tenantId).find((item) => item.itemCode === itemCode);
  }

  list(tenantId: number): StoredBom[] {
    return [...this.boms.values()].filter((bom) => bom.tenantId === tenantId);
  }

  /** The tenant's BOM, or the failure for an id it cannot see. */
  bom(tenantId: number, bomId: number): StoredBom {
    const bom = this.boms.get(bomId);
    if (!bom || bom.tenantId !== tenantId) throw notExists(`BOM ${bomId}`);
    return bom;
  }

  /** The BOM's lines, parents before children, siblings by line number. */
  lines(tenantId: number, bomId: number): StoredLine[] {
    this.bom(tenantId, bomId);
    return ordered([...this.lineMap.values()].filter((line) => line.bomId === bomId));
  }

  /** Whether item `component`'s own BOMs (not obsolete ones) hold `item`, at any depth. */
  uses(tenantId: number, component: string, item: string, seen = new Set<string>()): boolean {
    if (seen.has(component)) return false;
    seen.add(component);
    const boms = this.list(tenantId).filter(
      (bom) => bom.itemCode === component && bom.bomStatus !== 'OBSOLETE',
    );
    const parts = new Set(
      boms.flatMap((bom) => this.lines(tenantId, bom.bomId).map((line) => line.componentCode)),
    );
    return parts.has(item) || [...parts].some((part) => this.uses(tenantId, part, item, seen));
  }

  /** Applies the changes when the BOM's version is the one sent; all or nothing. */
  save(tenantId: number, bomId: number, version: number, changes: LineChange[]): StoredBom {
    const bom = this.bom(tenantId, bomId);
    if (bom.bomStatus === 'OBSOLETE') {
      throw new AdminFailure(
        'error.bom.obsolete',
        t(
          `BOM ${bom.itemCode}/${bom.revision} 已失效，不能修改`,
          `BOM ${bom.itemCode}/${bom.revision} is obsolete and cannot be changed`,
        ),
        'warn',
      );
    }
    if (bom.objectVersionNumber !== version) throw dataChanged();
    const lines = new Map(this.lines(tenantId, bomId).map((line) => [line.bomLineId, { ...line }]));
    const created = new Map<string, number>();
    let nextId = this.data.nextLineId;
    for (const change of changes) {
      if (change._status === 'create') {
        const parentLineId =
          change.parentRef !== null ? created.get(change.parentRef) : change.parentLineId;
        if (parentLineId === undefined || (parentLineId !== null && !lines.has(parentLineId))) {
          throw notExists(`BOM line ${change.parentRef ?? change.parentLineId}`);
        }
        const bomLineId = nextId++;
        created.set(change.lineRef, bomLineId);
        const siblings = [...lines.values()].filter((line) => line.parentLineId === parentLineId);
        const lineNum = Math.max(0, ...siblings.map((line) => line.lineNum)) + 10;
        const { componentCode, quantity, uom, scrapRate } = change;
        lines.set(bomLineId, {
          ...{ bomLineId, tenantId, bomId, parentLineId, lineNum, objectVersionNumber: 1 },
          ...{ componentCode, quantity, uom, scrapRate },
        });
        continue;
      }
      const stored = lines.get(change.bomLineId);
      if (!stored) throw notExists(`BOM line ${change.bomLineId}`);
      if (stored.objectVersionNumber !== change.objectVersionNumber) throw dataChanged();
      if (change._status === 'delete') {
        for (const id of subtree(lines, change.bomLineId)) lines.delete(id);
      } else {
        const { componentCode, quantity, uom, scrapRate } = change;
        const changed = { componentCode, quantity, uom, scrapRate };
        lines.set(stored.bomLineId, {
          ...stored,
          ...changed,
          objectVersionNumber: stored.objectVersionNumber + 1,
        });
      }
    }
    const tree = ordered([...lines.values()]);
    const problem = treeProblem(
      bom.itemCode,
      tree.map((line) => ({ ...line, id: line.bomLineId, parentId: line.parentLineId })),
      (component, item) => this.uses(tenantId, component, item),
    );
    if (problem) throw this.refusal(tenantId, problem);
    for (const line of this.lines(tenantId, bomId)) this.lineMap.delete(line.bomLineId);
    for (const line of tree) this.lineMap.set(line.bomLineId, line);
    this.data.nextLineId = nextId;
    const saved = {
      ...bom,
      lastUpdateDate: formatDateTime(this.now()),
      objectVersionNumber: bom.objectVersionNumber + 1,
    };
    this.boms.set(bomId, saved);
    return saved;
  }

  /** The failed body naming the row (its component, and what it hangs under). */
  private refusal(tenantId: number, { kind, line, under }: TreeProblem): AdminFailure {
    const name = this.item(tenantId, line.componentCode)?.name;
    const row = (lang: LanguageCode) => `${line.componentCode}${name ? ` ${name[lang]}` : ''}`;
    const texts = {
      quantity: t(`数量必须大于 0`, `the quantity must be greater than 0`),
      scrap: t(`损耗率必须在 0 到 100 之间`, `the scrap % must be from 0 to 100`),
      duplicate: t(`同一上级下已有此物料`, `this item is already under the same parent`),
      cycle: t(
        `物料不能包含自身（${line.componentCode} 包含或就是 ${under}）`,
        `an item cannot contain itself (${line.componentCode} is or contains ${under})`,
      ),
    }[kind];
    return new AdminFailure(`error.bom.${kind}`, {
      zh_CN: `行“${row('zh_CN')}”（在 ${under} 下）：${texts.zh_CN}`,
      en_US: `Row "${row('en_US')}" (under ${under}): ${texts.en_US}`,
    });
  }
}

/** Parents before children, siblings by line number. */
function ordered(lines: StoredLine[]): StoredLine[] {
  const out: StoredLine[] = [];
  const add = (parentLineId: number | null) =>
    lines
      .filter((line) => line.parentLineId === parentLineId)
      .sort((a, b) => a.lineNum - b.lineNum || a.bomLineId - b.bomLineId)
      .forEach((line) => {
        out.push(line);
        add(line.bomLineId);
      });
  add(null);
  return out;
}

function subtree(lines: Map<number, StoredLine>, id: number): number[] {
  const under = [...lines.values()].filter((line) => line.parentLineId === id);
  return [id, ...under.flatMap((line) => subtree(lines, line.bomLineId))];
}

export function itemRow(item: SeedItem, lang: LanguageCode): ItemRow {
  const { itemId, itemCode, uom, itemType } = item;
  return { itemId, itemCode, itemName: item.name[lang], uom, itemType };
}

export function bomRow(store: BomStore, bom: StoredBom, lang: LanguageCode): BomRow {
  return {
    bomId: bom.bomId,
    itemCode: bom.itemCode,
    itemName: store.item(bom.tenantId, bom.itemCode)?.name[lang] ?? bom.itemCode,
    revision: bom.revision,
    bomStatus: bom.bomStatus,
    lineCount: store.lines(bom.tenantId, bom.bomId).length,
    lastUpdateDate: bom.lastUpdateDate,
    objectVersionNumber: bom.objectVersionNumber,
  };
}

export function lineRow(store: BomStore, line: StoredLine, lang: LanguageCode): BomLineRow {
  const { tenantId: _tenant, ...fields } = line;
  return {
    ...fields,
    componentName: store.item(line.tenantId, line.componentCode)?.name[lang] ?? line.componentCode,
  };
}
