/**
 * Draws one tile of the mark on a canvas and gives it as an image address: the layer repeats the
 * tile as its background, so any number of cells costs one element and one drawing.
 */
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
