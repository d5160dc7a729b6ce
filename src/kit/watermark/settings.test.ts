import { fitAxis, fitGrid, isMarked, markText, WATERMARK_DEFAULTS } from './settings';

describe('watermark grid', () => {
  it.each([
    // available, offset, cell, count, space → count, space
    { available: 7000, offset: 20, cell: 210, count: 20, space: 100, want: [20, 100] },
    { available: 6120, offset: 20, cell: 210, count: 20, space: 100, want: [20, 100] }, // just fits
    { available: 6119, offset: 20, cell: 210, count: 20, space: 100, want: [19, 117] },
    { available: 1000, offset: 20, cell: 210, count: 20, space: 100, want: [3, 175] },
    { available: 200, offset: 20, cell: 210, count: 20, space: 100, want: [1, 100] }, // never none
    { available: 1000, offset: 20, cell: 210, count: 0, space: 100, want: [3, 175] },
  ])('$available px for $count cells of $cell + $space → $want', (row) => {
    const axis = fitAxis(row.available, row.offset, row.cell, row.count, row.space);
    expect([axis.count, axis.space]).toEqual(row.want);
  });

  it.each([
    { width: 1280, height: 720, cols: 4, rows: 6 },
    { width: 1920, height: 1080, cols: 6, rows: 9 },
    { width: 8000, height: 3000, cols: 20, rows: 20 },
  ])('a $width × $height area holds $cols × $rows cells', ({ width, height, cols, rows }) => {
    const grid = fitGrid(width, height);
    expect([grid.cols, grid.rows]).toEqual([cols, rows]);
    // the grid stays inside the area less its 1.5 % margin
    expect(WATERMARK_DEFAULTS.x + grid.layerWidth).toBeLessThanOrEqual(width * 0.985);
    expect(WATERMARK_DEFAULTS.y + grid.layerHeight).toBeLessThanOrEqual(height * 0.985);
  });

  it('keeps the defaults of spec section 9', () => {
    expect(WATERMARK_DEFAULTS).toMatchObject({
      rows: 20,
      cols: 20,
      x: 20,
      y: 56,
      xSpace: 100,
      ySpace: 50,
      width: 210,
      height: 60,
      angle: 15,
      alpha: 0.2,
      fontSize: 12,
      margin: 0.015,
    });
  });
});

describe('watermark text and flag', () => {
  it.each([
    { user: { loginName: 'alice', realName: 'Alice Chen' }, want: 'alice Alice Chen 2026-11-25' },
    { user: { loginName: 'alice' }, want: 'alice 2026-11-25' },
    { user: {}, want: '2026-11-25' },
  ])('$want', ({ user, want }) => expect(markText(user, '2026-11-25')).toBe(want));

  it.each([
    { flag: 1, marked: true },
    { flag: true, marked: true },
    { flag: 0, marked: false },
    { flag: undefined, marked: false },
  ])('waterMarkFlag $flag → marked $marked', ({ flag, marked }) =>
    expect(isMarked({ waterMarkFlag: flag })).toBe(marked),
  );
});
