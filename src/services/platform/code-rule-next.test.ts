import type { CodeRuleSegment, SequenceState } from './code-rule-types';
import { formatDateMask, nextCode, sequenceResets } from './code-rule-next';

const constant = (fieldValue: string): CodeRuleSegment => ({ fieldType: 'CONSTANT', fieldValue });
const date = (dateMask: string): CodeRuleSegment => ({ fieldType: 'DATE', dateMask });
const sequence = (
  seqLength: number,
  startValue: number,
  resetFrequency: CodeRuleSegment['resetFrequency'],
): CodeRuleSegment => ({ fieldType: 'SEQUENCE', seqLength, startValue, resetFrequency });

const WORK_ORDER = [constant('WO-'), date('yyyy'), constant('-'), sequence(4, 1, 'YEAR')];
const state = (currentValue: number | null, resetDate: string | null): SequenceState => ({
  currentValue,
  resetDate,
});

describe('formatDateMask', () => {
  it.each([
    ['yyyyMMdd', '20261127'],
    ['yy-MM', '26-11'],
    ['dd/MM/yyyy', '27/11/2026'],
    ['Q', 'Q'],
  ])('%s → %s', (mask, expected) => {
    expect(formatDateMask(mask, '2026-11-27')).toBe(expected);
  });
});

describe('sequenceResets', () => {
  it.each<[CodeRuleSegment['resetFrequency'] & string, string | null, string, boolean]>([
    ['NEVER', '2025-12-31', '2026-01-01', false],
    ['YEAR', '2026-01-01', '2026-12-31', false],
    ['YEAR', '2025-12-31', '2026-01-01', true],
    ['MONTH', '2026-11-30', '2026-12-01', true],
    ['MONTH', '2026-11-01', '2026-11-30', false],
    ['MONTH', '2025-11-30', '2026-11-30', true],
    ['DAY', '2026-11-27', '2026-11-27', false],
    ['DAY', '2026-11-27', '2026-11-28', true],
    ['DAY', null, '2026-11-28', false],
  ])('%s, last %s, on %s: %s', (frequency, last, day, expected) => {
    expect(sequenceResets(frequency, last, day)).toBe(expected);
  });
});

describe('nextCode', () => {
  it.each<[string, CodeRuleSegment[], SequenceState, string, string, SequenceState]>([
    [
      'the first code starts at the start value',
      WORK_ORDER,
      state(null, null),
      '2026-11-27',
      'WO-2026-0001',
      state(1, '2026-11-27'),
    ],
    [
      'the next one continues',
      WORK_ORDER,
      state(6, '2026-11-01'),
      '2026-11-27',
      'WO-2026-0007',
      state(7, '2026-11-27'),
    ],
    [
      'a new year starts again (yearly reset)',
      WORK_ORDER,
      state(41, '2026-12-31'),
      '2027-01-01',
      'WO-2027-0001',
      state(1, '2027-01-01'),
    ],
    [
      'a new day does not reset a monthly sequence',
      [constant('R'), date('yyMM'), sequence(3, 100, 'MONTH')],
      state(120, '2026-11-26'),
      '2026-11-27',
      'R2611121',
      state(121, '2026-11-27'),
    ],
    [
      'a new month resets it to its start value',
      [constant('R'), date('yyMM'), sequence(3, 100, 'MONTH')],
      state(120, '2026-11-30'),
      '2026-12-01',
      'R2612100',
      state(100, '2026-12-01'),
    ],
    [
      'a daily sequence starts again the next day',
      [date('yyyyMMdd'), sequence(2, 1, 'DAY')],
      state(9, '2026-11-26'),
      '2026-11-27',
      '2026112701',
      state(1, '2026-11-27'),
    ],
    [
      'never reset: goes on across years',
      [constant('C'), sequence(3, 1, 'NEVER')],
      state(41, '2025-12-31'),
      '2026-01-01',
      'C042',
      state(42, '2026-01-01'),
    ],
    [
      'a value longer than its digits is shown whole',
      [sequence(2, 1, 'NEVER')],
      state(99, '2026-01-01'),
      '2026-01-02',
      '100',
      state(100, '2026-01-02'),
    ],
    [
      'without a sequence the state stays',
      [constant('FIX'), date('yyyy')],
      state(3, '2026-01-01'),
      '2026-11-27',
      'FIX2026',
      state(3, '2026-01-01'),
    ],
  ])('%s', (_case, segments, before, day, code, after) => {
    expect(nextCode(segments, before, day)).toEqual({ code, state: after });
  });
});
