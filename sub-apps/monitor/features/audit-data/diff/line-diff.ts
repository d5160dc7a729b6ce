/**
 * A line-by-line diff of two texts by their longest common subsequence (LCS), for long audit
 * values (several lines of text, JSON). Pure. `diffLines` gives the edit script; `sideBySide`
 * pairs it into rows for two columns (a run of removed lines beside the run of added lines that
 * replaced it). Lines the two texts share at their start and end are matched first, so the table
 * the LCS needs covers only the part that differs; past `MAX_CELLS` the middle is shown as
 * removed then added rather than matched (correct, only less tidy).
 */

export type LineKind = 'same' | 'removed' | 'added';

export interface DiffLine {
  kind: LineKind;
  text: string;
  /** Line number in the old text (same, removed), one-based. */
  oldNo?: number;
  /** Line number in the new text (same, added), one-based. */
  newNo?: number;
}

/** Above this many table cells (old lines × new lines) the middle is not matched line by line. */
export const MAX_CELLS = 4_000_000;

function commonPrefix(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

function commonSuffix(a: readonly string[], b: readonly string[], prefix: number): number {
  let n = 0;
  while (
    n < a.length - prefix &&
    n < b.length - prefix &&
    a[a.length - 1 - n] === b[b.length - 1 - n]
  ) {
    n += 1;
  }
  return n;
}

/** One step of an edit script: indexes into the old and new lines (a same line has both). */
type Step = [kind: LineKind, oldIndex: number, newIndex: number];

/** The LCS edit script of `a` → `b`. */
function lcsScript(a: readonly string[], b: readonly string[]): Step[] {
  const cols = b.length + 1;
  // lengths[i * cols + j]: LCS length of a[i..] and b[j..]
  const lengths = new Uint32Array((a.length + 1) * cols);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * cols + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * cols + j + 1] + 1
          : Math.max(lengths[(i + 1) * cols + j], lengths[i * cols + j + 1]);
    }
  }
  const script: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      script.push(['same', i++, j++]);
    } else if (
      j >= b.length ||
      (i < a.length && lengths[(i + 1) * cols + j] >= lengths[i * cols + j + 1])
    ) {
      script.push(['removed', i++, j]);
    } else {
      script.push(['added', i, j++]);
    }
  }
  return script;
}

/** Without matching: every old line removed, then every new line added. */
function replaceAll(a: readonly string[], b: readonly string[]): Step[] {
  return [
    ...a.map((_line, index): Step => ['removed', index, 0]),
    ...b.map((_line, index): Step => ['added', a.length, index]),
  ];
}

const sameStep = (index: number): Step => ['same', index, index];

export function diffLines(oldLines: readonly string[], newLines: readonly string[]): DiffLine[] {
  const prefix = commonPrefix(oldLines, newLines);
  const suffix = commonSuffix(oldLines, newLines, prefix);
  const a = oldLines.slice(prefix, oldLines.length - suffix);
  const b = newLines.slice(prefix, newLines.length - suffix);
  const middle = (a.length + 1) * (b.length + 1) > MAX_CELLS ? replaceAll(a, b) : lcsScript(a, b);
  const steps: Step[] = [
    ...Array.from({ length: prefix }, (_unused, index) => sameStep(index)),
    ...middle.map(([kind, i, j]): Step => [kind, i + prefix, j + prefix]),
    ...Array.from(
      { length: suffix },
      (_unused, k): Step => ['same', oldLines.length - suffix + k, newLines.length - suffix + k],
    ),
  ];
  return steps.map(([kind, i, j]) => {
    if (kind === 'added') return { kind, text: newLines[j], newNo: j + 1 };
    if (kind === 'removed') return { kind, text: oldLines[i], oldNo: i + 1 };
    return { kind, text: oldLines[i], oldNo: i + 1, newNo: j + 1 };
  });
}

/** One row of a two-column diff: the old line on the left, the new one on the right. */
export interface SideBySideRow {
  left?: DiffLine;
  right?: DiffLine;
}

export function sideBySide(lines: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1) {
      rows.push({ left: removed[k], right: added[k] });
    }
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.kind === 'removed') removed.push(line);
    else if (line.kind === 'added') added.push(line);
    else {
      flush();
      rows.push({ left: line, right: line });
    }
  }
  flush();
  return rows;
}
