// The gateway's own check of a BOM's lines after a save (it trusts no client): every quantity
// positive, scrap from 0 to 100 %, no component twice under one parent, and no cycle: a line's
// component is never the BOM's item, one of the lines above it, or an item whose own BOM holds
// the BOM's item (an item cannot contain itself). Pure: the lines in, the first problem out.

export interface TreeLine {
  id: number | string;
  parentId: number | string | null;
  componentCode: string;
  quantity: number;
  scrapRate: number;
}

export type ProblemKind = 'quantity' | 'scrap' | 'duplicate' | 'cycle';

export interface TreeProblem {
  kind: ProblemKind;
  line: TreeLine;
  /** The component the line hangs under (the BOM's item at the top). */
  under: string;
}

/**
 * The first problem, top to bottom (parents before children, in the given order). `uses(a, b)`:
 * item a's own BOMs hold item b at some depth.
 */
export function treeProblem(
  itemCode: string,
  lines: readonly TreeLine[],
  uses: (component: string, item: string) => boolean,
): TreeProblem | undefined {
  const childrenOf = new Map<number | string | null, TreeLine[]>();
  for (const line of lines) {
    childrenOf.set(line.parentId, [...(childrenOf.get(line.parentId) ?? []), line]);
  }
  const visit = (parentId: number | string | null, above: string[]): TreeProblem | undefined => {
    const under = above[above.length - 1];
    const seen = new Set<string>();
    for (const line of childrenOf.get(parentId) ?? []) {
      const problem = lineProblem(line, seen, above, uses);
      if (problem) return { kind: problem, line, under };
      seen.add(line.componentCode);
      const deeper = visit(line.id, [...above, line.componentCode]);
      if (deeper) return deeper;
    }
    return undefined;
  };
  return visit(null, [itemCode]);
}

function lineProblem(
  line: TreeLine,
  siblings: ReadonlySet<string>,
  above: readonly string[],
  uses: (component: string, item: string) => boolean,
): ProblemKind | undefined {
  if (!(line.quantity > 0)) return 'quantity';
  if (!(line.scrapRate >= 0 && line.scrapRate <= 100)) return 'scrap';
  if (siblings.has(line.componentCode)) return 'duplicate';
  if (above.includes(line.componentCode) || uses(line.componentCode, above[0])) return 'cycle';
  return undefined;
}
