/**
 * Draws one tile of the mark on a canvas and gives it as an image address: the layer repeats the
 * tile as its background, so any number of cells costs one element and one drawing. Tiles are
 * kept (per runtime, a few): the same mark at the same spacing, on another panel or after the
 * window went back to its size, is not encoded again.
 */
import { boundRuntime } from '../../runtime/current';
import type { WatermarkSettings } from './settings';

export interface Tile {
  url: string;
  /** CSS px: a cell plus the gaps after it. */
  width: number;
  height: number;
}

export function drawTile(
  text: string,
  settings: WatermarkSettings,
  gaps: { xSpace: number; ySpace: number },
  ratio: number,
  doc: Document = document,
): Tile {
  const width = settings.width + gaps.xSpace;
  const height = settings.height + gaps.ySpace;
  const canvas = doc.createElement('canvas');
  const scale = Math.max(1, ratio);
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return { url: '', width, height };
  context.scale(scale, scale);
  context.globalAlpha = settings.alpha;
  context.fillStyle = settings.color;
  context.font = `${settings.fontSize}px ${settings.fontFamily}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // turned about the cell's centre, so the text stays inside its cell
  context.translate(settings.width / 2, settings.height / 2);
  context.rotate((-settings.angle * Math.PI) / 180);
  context.fillText(text, 0, 0, settings.width);
  return { url: canvas.toDataURL('image/png'), width, height };
}

/** How many tiles are kept: the area's and a few panels' spacings. */
const KEPT_TILES = 8;
const TILES = Symbol('polaris.watermark.tiles');

/** `drawTile`, drawn once for a text, settings, spacing and pixel ratio, then taken from memory. */
export function cachedTile(...args: Parameters<typeof drawTile>): Tile {
  const [text, settings, gaps, ratio] = args;
  const tiles = boundRuntime()?.own(TILES, () => new Map<string, Tile>());
  const key = JSON.stringify([text, settings, gaps.xSpace, gaps.ySpace, ratio]);
  const kept = tiles?.get(key);
  if (kept) return kept;
  const tile = drawTile(...args);
  if (!tiles || !tile.url) return tile;
  if (tiles.size >= KEPT_TILES) tiles.delete(tiles.keys().next().value!);
  tiles.set(key, tile);
  return tile;
}
