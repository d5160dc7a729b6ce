/**
 * What a record looked like at each audited version, and how two versions differ field by field
 * (pure). Each version's lines hold only the fields it changed (old → new); the record at version
 * n is every field's newest value up to n. Comparing versions a and b (either order: the older is
 * "old") lists every field known by b, its value at a and at b, and whether it changed. A long
 * value (several lines, JSON, or longer than LONG_TEXT) is compared line by line; JSON is laid
 * out two spaces per level first, so a change inside it is one line, not the whole value.
 */
import type { AuditDataDto } from '@polaris/core/services/monitor/types';

export const LONG_TEXT = 80;

export interface FieldDiff {
  fieldCode: string;
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  changed: boolean;
  /** Shown line by line (see `diffableLines`). */
  long: boolean;
}

export interface VersionPair {
  older: number;
  newer: number;
}

const versionOf = (version: AuditDataDto) => version.entityVersion ?? 0;

/** The two versions to compare, older first; comparing a version alone: with the one before. */
export function versionPair(selected: readonly number[]): VersionPair | null {
  if (selected.length === 1) return { older: selected[0] - 1, newer: selected[0] };
  if (selected.length !== 2 || selected[0] === selected[1]) return null;
  return { older: Math.min(...selected), newer: Math.max(...selected) };
}

interface FieldState {
  fieldName: string;
  value: string | null;
}

/** Every field's value and name after `version` (version 0: before the record existed). */
export function recordAt(
  versions: readonly AuditDataDto[],
  version: number,
): Map<string, FieldState> {
  const state = new Map<string, FieldState>();
  const upTo = versions
    .filter((one) => versionOf(one) <= version)
    .sort((a, b) => versionOf(a) - versionOf(b));
  for (const one of upTo) {
    for (const line of one.auditDataLineList ?? []) {
      state.set(line.fieldCode, {
        fieldName: line.fieldName || state.get(line.fieldCode)?.fieldName || line.fieldCode,
        value: line.fieldValueNew ?? null,
      });
    }
  }
  return state;
}

/** JSON (an object or array) laid out one member a line; anything else as it is. */
function readable(value: string): string {
  const trimmed = value.trim();
  if (!/^[[{]/.test(trimmed)) return value;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return value;
  }
}

/** The lines a value is compared by; none for no value. */
export function diffableLines(value: string | null): string[] {
  return value === null ? [] : readable(value).split(/\r?\n/);
}

export function isLongValue(value: string | null): boolean {
  if (value === null) return false;
  return value.length > LONG_TEXT || /\n/.test(value) || readable(value) !== value;
}

export function fieldDiffs(versions: readonly AuditDataDto[], pair: VersionPair): FieldDiff[] {
  const before = recordAt(versions, pair.older);
  const after = recordAt(versions, pair.newer);
  return [...after.entries()].map(([fieldCode, { fieldName, value }]) => {
    const oldValue = before.get(fieldCode)?.value ?? null;
    return {
      fieldCode,
      fieldName,
      oldValue,
      newValue: value,
      changed: oldValue !== value,
      long: isLongValue(oldValue) || isLongValue(value),
    };
  });
}
