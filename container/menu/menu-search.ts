/**
 * Menu search (spec section 2): over the menu leaves, a query matches a leaf when the title
 * contains it (case-insensitive), the quickIndex (pinyin initials, 个人中心 → GRZX) starts with it,
 * or the menu code contains it. Ranked exact title > title prefix > quickIndex prefix > title
 * substring > code, then shorter titles, then menu order.
 *
 * The lower-case index is built once per menu; a search is one pass over it keeping the best
 * `limit` results, so a 5,000-leaf menu answers a keystroke in well under a millisecond.
 */
import { toLeaf, type MenuLeaf, type MenuNode } from './menu-tree';

export type MenuMatchKind = 'exact' | 'titlePrefix' | 'quickIndex' | 'title' | 'code';

const KINDS: MenuMatchKind[] = ['exact', 'titlePrefix', 'quickIndex', 'title', 'code'];

/** A range of characters (UTF-16 code units) to highlight; `end` is exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

export interface MenuSearchResult {
  leaf: MenuLeaf;
  /** Titles of the leaf's ancestors, root first (for display). */
  parents: string[];
  kind: MenuMatchKind;
  /** What to highlight in `leaf.title` (for a quickIndex match: the characters it stands for). */
  titleRanges: TextRange[];
  /** What to highlight in `leaf.name` (the menu code) for a code match. */
  codeRanges: TextRange[];
}

interface IndexedLeaf {
  leaf: MenuLeaf;
  parents: string[];
  title: string;
  quick: string;
  code: string;
  order: number;
}

export interface MenuSearchIndex {
  /** The leaves in menu order with their lower-case search fields. */
  readonly entries: readonly IndexedLeaf[];
  /** Leaf and ancestor titles by path (the first leaf of a path wins). */
  readonly byPath: ReadonlyMap<string, { leaf: MenuLeaf; parents: string[] }>;
}

export const DEFAULT_SEARCH_LIMIT = 20;

/** Same leaves as `collectLeaves` (nodes without children that carry a route), with ancestors. */
function walk(nodes: MenuNode[], parents: string[], into: IndexedLeaf[]): void {
  for (const node of nodes) {
    if (node.children) walk(node.children, [...parents, node.title], into);
    else if (node.path) {
      const leaf = toLeaf(node, node.path);
      into.push({
        leaf,
        parents,
        title: (node.title ?? '').toLowerCase(),
        quick: (node.quickIndex ?? '').toLowerCase(),
        code: (node.name ?? '').toLowerCase(),
        order: into.length,
      });
    }
  }
}

export function buildMenuSearchIndex(menu: MenuNode[]): MenuSearchIndex {
  const entries: IndexedLeaf[] = [];
  walk(menu, [], entries);
  const byPath = new Map<string, { leaf: MenuLeaf; parents: string[] }>();
  for (const entry of entries) {
    if (!byPath.has(entry.leaf.path)) {
      byPath.set(entry.leaf.path, { leaf: entry.leaf, parents: entry.parents });
    }
  }
  return { entries, byPath };
}

interface Candidate {
  entry: IndexedLeaf;
  rank: number;
  /** where the query starts in the lower-case title or code */
  at: number;
}

function compare(a: Candidate, b: Candidate): number {
  return (
    a.rank - b.rank || a.entry.title.length - b.entry.title.length || a.entry.order - b.entry.order
  );
}

/** Inserts into `top` (sorted, at most `limit` long) when the candidate makes the cut. */
function keep(top: Candidate[], candidate: Candidate, limit: number): void {
  if (top.length >= limit && compare(candidate, top[top.length - 1]) >= 0) return;
  let index = top.length;
  while (index > 0 && compare(candidate, top[index - 1]) < 0) index -= 1;
  top.splice(index, 0, candidate);
  if (top.length > limit) top.pop();
}

const HAN = /\p{Script=Han}/u;
const ALNUM = /[0-9A-Za-z]/;

/**
 * The title characters the first `length` quickIndex letters stand for: each Han character or
 * ASCII letter/digit of the title gives one initial. None when the title does not line up with
 * its quickIndex (an English title: the quickIndex comes from the Chinese name).
 */
export function quickIndexRanges(title: string, quickIndex: string, length: number): TextRange[] {
  const positions: number[] = [];
  for (let i = 0; i < title.length; i += 1) {
    const char = title[i];
    if (HAN.test(char)) positions.push(i);
    else if (ALNUM.test(char)) {
      if (char.toLowerCase() !== quickIndex[positions.length]?.toLowerCase()) return [];
      positions.push(i);
    }
  }
  if (positions.length !== quickIndex.length) return [];
  const ranges: TextRange[] = [];
  for (const position of positions.slice(0, length)) {
    const last = ranges[ranges.length - 1];
    if (last && last.end === position) last.end = position + 1;
    else ranges.push({ start: position, end: position + 1 });
  }
  return ranges;
}

function toResult(candidate: Candidate, queryLength: number): MenuSearchResult {
  const { entry, rank, at } = candidate;
  const { leaf } = entry;
  const kind = KINDS[rank];
  const range = [{ start: at, end: at + queryLength }];
  // lower-casing keeps the length of almost every title; when it does not, no highlight
  const sameLength = entry.title.length === leaf.title.length;
  let titleRanges: TextRange[] = [];
  if (kind === 'quickIndex') {
    titleRanges = quickIndexRanges(leaf.title, entry.quick, queryLength);
  } else if (kind !== 'code' && sameLength) titleRanges = range;
  const codeRanges = kind === 'code' && entry.code.length === leaf.name.length ? range : [];
  return { leaf, parents: entry.parents, kind, titleRanges, codeRanges };
}

/** The normalised form of a query: trimmed and lower-case. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The best `limit` leaves for `query`; none for an empty query. */
export function searchMenu(
  index: MenuSearchIndex,
  query: string,
  limit = DEFAULT_SEARCH_LIMIT,
): MenuSearchResult[] {
  const q = normaliseQuery(query);
  if (q === '' || limit <= 0) return [];
  const top: Candidate[] = [];
  const { entries } = index;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    const inTitle = entry.title.indexOf(q);
    let rank: number;
    let at = inTitle;
    if (inTitle === 0) rank = entry.title.length === q.length ? 0 : 1;
    else if (entry.quick.startsWith(q)) {
      rank = 2;
      at = 0;
    } else if (inTitle > 0) rank = 3;
    else {
      at = entry.code.indexOf(q);
      if (at < 0) continue;
      rank = 4;
    }
    keep(top, { entry, rank, at }, limit);
  }
  return top.map((candidate) => toResult(candidate, q.length));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into plain and highlighted parts (ranges sorted, not overlapping). */
export function splitByRanges(text: string, ranges: TextRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const { start, end } of ranges) {
    const from = Math.max(cursor, Math.min(start, text.length));
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > cursor) parts.push({ text: text.slice(cursor, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    cursor = to;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
