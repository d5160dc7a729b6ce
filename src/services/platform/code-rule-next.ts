/**
 * The next code of a code rule (pure, shared by the Code Rules page's preview and the gateway
 * that hands codes out): each segment in order; the sequence continues from its last value, or
 * starts again at its start value when none was handed out yet or its reset period (year,
 * month, day) has turned since the last one.
 */
import type { CodeRuleSegment, SequenceReset, SequenceState } from './code-rule-types';

/** A day as `YYYY-MM-DD`. */
export type Day = string;

/** The day's date in a mask: `yyyy`, `yy`, `MM`, `dd`; anything else as written. */
export function formatDateMask(mask: string, day: Day): string {
  const [yyyy, MM, dd] = day.split('-');
  return mask.replace(/yyyy|yy|MM|dd/g, (token) =>
    token === 'yyyy' ? yyyy : token === 'yy' ? yyyy.slice(2) : token === 'MM' ? MM : dd,
  );
}

const PERIOD_LENGTH: Record<SequenceReset, number> = { NEVER: 0, YEAR: 4, MONTH: 7, DAY: 10 };

/** Whether a sequence last used on `last` starts again on `day`. */
export function sequenceResets(frequency: SequenceReset, last: Day | null, day: Day): boolean {
  const length = PERIOD_LENGTH[frequency];
  return last !== null && length > 0 && last.slice(0, length) !== day.slice(0, length);
}

/** The code handed out on `day`, and the sequence's state after it. */
export function nextCode(
  segments: readonly CodeRuleSegment[],
  state: SequenceState,
  day: Day,
): { code: string; state: SequenceState } {
  let after = state;
  const parts = segments.map((segment) => {
    switch (segment.fieldType) {
      case 'CONSTANT':
        return segment.fieldValue ?? '';
      case 'DATE':
        return formatDateMask(segment.dateMask || 'yyyyMMdd', day);
      default: {
        const start = segment.startValue ?? 1;
        const fresh =
          state.currentValue === null ||
          sequenceResets(segment.resetFrequency ?? 'NEVER', state.resetDate, day);
        const value = fresh ? start : (state.currentValue ?? start - 1) + 1;
        after = { currentValue: value, resetDate: day };
        return String(value).padStart(segment.seqLength ?? 1, '0');
      }
    }
  });
  return { code: parts.join(''), state: after };
}
