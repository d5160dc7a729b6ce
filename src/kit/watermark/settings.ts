/**
 * The watermark's geometry (spec section 9 "Watermark defaults"): a grid of cells, each holding
 * the user's mark, starting at an offset from the top left of the area it covers. When the grid
 * would not fit, it shrinks: fewer columns (rows), spread over the width (height) that is left
 * after a 1.5 % margin. Pure, so the rule is a table; drawing and guarding are elsewhere.
 */
export interface WatermarkSettings {
  rows: number;
  cols: number;
  /** Offset of the first cell from the left and top of the covered area, px. */
  x: number;
  y: number;
  /** Gaps between cells, px. */
  xSpace: number;
  ySpace: number;
  /** Cell size, px. */
  width: number;
  height: number;
  /** Degrees the text is turned (counter-clockwise). */
  angle: number;
  color: string;
  /** Of the drawn text; the layer itself stays fully opaque so it cannot be faded out. */
  alpha: number;
  fontSize: number;
  fontFamily: string;
  /** Part of the area kept free of marks at its far edges when the grid shrinks. */
  margin: number;
}

export const WATERMARK_DEFAULTS: WatermarkSettings = {
  rows: 20,
  cols: 20,
  x: 20,
  y: 56,
  xSpace: 100,
  ySpace: 50,
  width: 210,
  height: 60,
  angle: 15,
  color: '#aaa',
  alpha: 0.2,
  fontSize: 12,
  fontFamily: 'sans-serif',
  margin: 0.015,
};

export interface Grid {
  rows: number;
  cols: number;
  xSpace: number;
  ySpace: number;
  /** Size of the layer holding the grid, px (from the first cell to the end of the last). */
  layerWidth: number;
  layerHeight: number;
}

interface Axis {
  count: number;
  space: number;
}

/** One axis of the rule: keep the count if it fits, else as many cells as fit, spread evenly. */
export function fitAxis(
  available: number,
  offset: number,
  cell: number,
  count: number,
  space: number,
): Axis {
  const usable = Math.max(0, available - offset);
  if (count > 0 && count * cell + (count - 1) * space <= usable) return { count, space };
  const fitting = Math.max(1, Math.floor((usable + space) / (cell + space)));
  const spread = fitting > 1 ? Math.floor((usable - fitting * cell) / (fitting - 1)) : space;
  return { count: fitting, space: Math.max(0, spread) };
}

/** The grid for an area of `width` × `height` px. */
export function fitGrid(
  width: number,
  height: number,
  settings: WatermarkSettings = WATERMARK_DEFAULTS,
): Grid {
  const columns = fitAxis(
    width * (1 - settings.margin),
    settings.x,
    settings.width,
    settings.cols,
    settings.xSpace,
  );
  const rows = fitAxis(
    height * (1 - settings.margin),
    settings.y,
    settings.height,
    settings.rows,
    settings.ySpace,
  );
  return {
    cols: columns.count,
    rows: rows.count,
    xSpace: columns.space,
    ySpace: rows.space,
    layerWidth: columns.count * settings.width + (columns.count - 1) * columns.space,
    layerHeight: rows.count * settings.height + (rows.count - 1) * rows.space,
  };
}

export interface MarkedUser {
  loginName?: string;
  realName?: string;
  waterMarkFlag?: number | boolean;
}

/** What a cell says: login name, real name and the date (empty parts left out). */
export function markText(user: MarkedUser, date: string): string {
  return [user.loginName, user.realName, date].filter(Boolean).join(' ');
}

/** Whether the user's pages carry a mark (the current user's `waterMarkFlag`). */
export function isMarked(user: MarkedUser | undefined): boolean {
  return Boolean(user && Number(user.waterMarkFlag) === 1);
}
