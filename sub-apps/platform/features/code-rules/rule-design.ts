/**
 * The Code Rules dialog's segments field: the segments being edited with the rule's sequence, so
 * the preview shows the code the gateway hands out next; and what is wrong with them, if anything.
 */
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import type {
  CodeRuleSegment,
  SequenceState,
} from '@polaris/core/services/platform/code-rule-types';

export interface RuleDesign extends SequenceState {
  segments: CodeRuleSegment[];
}

const DATE_TOKEN = /yyyy|yy|MM|dd/;

/** The first incomplete segment (by its place), or more than one sequence. */
export function designProblem(design: RuleDesign | undefined): FieldProblem | undefined {
  const segments = design?.segments ?? [];
  if (segments.length === 0) return { key: 'hpfm.codeRule.error.none' };
  const sequences = segments.filter((segment) => segment.fieldType === 'SEQUENCE').length;
  if (sequences > 1) return { key: 'hpfm.codeRule.error.sequences' };
  const wrong = segments.findIndex((segment) =>
    segment.fieldType === 'CONSTANT'
      ? !segment.fieldValue
      : segment.fieldType === 'DATE'
        ? !DATE_TOKEN.test(segment.dateMask ?? '')
        : !segment.seqLength || segment.seqLength < 1 || segment.seqLength > 12,
  );
  return wrong < 0 ? undefined : { key: 'hpfm.codeRule.error.segment', values: { n: wrong + 1 } };
}

/** Today as `YYYY-MM-DD` in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
