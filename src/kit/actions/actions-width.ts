/**
 * How wide a table's actions column must be for its row actions (ActionsList): the links it
 * shows and, when there are more, the "Action" dropdown, in the user's language. A fixed width
 * for every language was too narrow in English (the dropdown spilled out of the column) and too
 * wide in Chinese (the fixed column covered more of the table than it needed). An estimate from
 * the labels: generous, so the links fit.
 */
import { MAX_VISIBLE_ACTIONS } from '../constants';

/** Full-width scripts (CJK, kana, hangul, full-width forms): one em per character. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

const FONT_SIZE = 14;
/** Wider than the average Latin letter at 14px, so an estimate errs on the side of room. */
const NARROW_CHARACTER = 8;
/** A small link button's padding (antd: 7px each side). */
const LINK_PADDING = 14;
/** The dropdown's arrow and the space before it. */
const DROPDOWN_ARROW = 20;
/** ActionsList's gap between its buttons. */
const GAP = 4;
/** The table cell's own padding (size middle: 8px each side) and border. */
const CELL = 17;

/** Estimated width in px of a text at the table's font size. */
export function estimatedTextWidth(text: string): number {
  let width = 0;
  for (const character of text) width += FULL_WIDTH.test(character) ? FONT_SIZE : NARROW_CHARACTER;
  return width;
}

/**
 * The column width for a row whose actions have these labels, in order (give the row with the
 * most, or the longest, actions): the first `max` as links, the rest behind `moreLabel`.
 */
export function actionsColumnWidth(
  labels: readonly string[],
  moreLabel: string,
  max: number = MAX_VISIBLE_ACTIONS,
): number {
  const links = labels.slice(0, Math.max(0, max));
  const buttons = links.map((label) => estimatedTextWidth(label) + LINK_PADDING);
  if (labels.length > links.length) {
    buttons.push(estimatedTextWidth(moreLabel) + LINK_PADDING + DROPDOWN_ARROW);
  }
  const content = buttons.reduce((sum, width) => sum + width, 0);
  return Math.ceil(content + GAP * Math.max(0, buttons.length - 1) + CELL);
}

/** The widest of several possible rows (e.g. one per record status). */
export function widestActionsColumn(
  rows: readonly (readonly string[])[],
  moreLabel: string,
  max: number = MAX_VISIBLE_ACTIONS,
): number {
  return Math.max(0, ...rows.map((labels) => actionsColumnWidth(labels, moreLabel, max)));
}
