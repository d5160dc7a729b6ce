import type { CapacityLoadDto } from '@polaris/core/services/production/engineering-types';
import { boardLayout, defaultRange, isOverloaded, utilisation } from './capacity-rules';

describe('defaultRange: this week and next, Monday to Sunday', () => {
  it.each([
    ['a Wednesday', '2025-03-12', '2025-03-10', '2025-03-23'],
    ['a Monday', '2025-03-10', '2025-03-10', '2025-03-23'],
    ['a Sunday belongs to the week before', '2025-03-16', '2025-03-10', '2025-03-23'],
    ['across a month and year end', '2025-12-31', '2025-12-29', '2026-01-11'],
  ])('%s (%s)', (_case, today, from, to) => {
    expect(defaultRange(today)).toEqual({ from, to });
  });
});

describe('overload and utilisation', () => {
  it.each([
    ['under capacity', 16, 12, false, 0.75],
    ['exactly full', 16, 16, false, 1],
    ['over capacity', 16, 19.5, true, 1.21875],
    ['work on a day without hours', 0, 3, true, null],
    ['an idle day without hours', 0, 0, false, null],
  ])('%s: %p h, %p h planned', (_case, capacityHours, loadHours, overloaded, share) => {
    expect(isOverloaded({ capacityHours, loadHours })).toBe(overloaded);
    expect(utilisation({ capacityHours, loadHours })).toBe(share);
  });
});

describe('boardLayout', () => {
  const row = (code: string, workDate: string, loadHours: number): CapacityLoadDto => ({
    workCentreCode: code,
    workCentreName: `${code} name`,
    workDate,
    capacityHours: 16,
    loadHours,
  });
  const rows = [
    row('WELD', '2025-03-11', 10),
    row('ASM', '2025-03-11', 17),
    row('WELD', '2025-03-10', 20),
    row('ASM', '2025-03-10', 8),
  ];

  it('days in order, work centres as first answered, each row found, the overloaded ones', () => {
    const layout = boardLayout(rows);
    expect(layout.days).toEqual(['2025-03-10', '2025-03-11']);
    expect(layout.centres.map((centre) => centre.code)).toEqual(['WELD', 'ASM']);
    expect(layout.at('ASM', '2025-03-10')?.loadHours).toBe(8);
    expect(layout.at('CNC', '2025-03-10')).toBeUndefined();
    expect(layout.overloaded.map((one) => `${one.workCentreCode} ${one.workDate}`)).toEqual([
      'ASM 2025-03-11',
      'WELD 2025-03-10',
    ]);
  });
});
