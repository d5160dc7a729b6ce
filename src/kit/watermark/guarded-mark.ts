/**
 * One mark layer over an element, kept there. The layer is a single element whose every
 * property that could hide, move, shrink or fade it is set inline with `!important`: an inline
 * important declaration wins over any stylesheet rule, so a hiding rule (the gap antd's
 * Watermark leaves, antd issue #45278) has no effect at all. What a stylesheet cannot do, a
 * script can (remove the layer, rewrite its style, class or `hidden`): a MutationObserver puts it
 * back within the same task. Nothing polls: an idle page spends no time on the mark; the grid is
 * recomputed only when the element's size changes.
 */
import { cachedTile, type Tile } from './draw-tile';
import { fitGrid, WATERMARK_DEFAULTS, type WatermarkSettings } from './settings';

/** Marks the layer for tests and for the layer's own checks. */
export const MARK_ATTRIBUTE = 'data-polaris-watermark';
const KEPT_ATTRIBUTES = new Set(['style', MARK_ATTRIBUTE, 'aria-hidden']);

function important(declarations: Record<string, string>): string {
  return Object.entries(declarations)
    .map(([property, value]) => `${property}: ${value} !important`)
    .join('; ');
}

export function layerStyle(
  settings: WatermarkSettings,
  size: { width: number; height: number },
  tile: Tile,
): string {
  return important({
    position: 'absolute',
    left: `${settings.x}px`,
    top: `${settings.y}px`,
    right: 'auto',
    bottom: 'auto',
    width: `${size.width}px`,
    height: `${size.height}px`,
    'min-width': '0',
    'min-height': '0',
    'max-width': 'none',
    'max-height': 'none',
    margin: '0',
    padding: '0',
    border: 'none',
    display: 'block',
    visibility: 'visible',
    opacity: '1',
    'z-index': '2147483647',
    'pointer-events': 'none',
    transform: 'none',
    translate: 'none',
    scale: 'none',
    rotate: 'none',
    zoom: '1',
    filter: 'none',
    'backdrop-filter': 'none',
    'clip-path': 'none',
    mask: 'none',
    'mix-blend-mode': 'normal',
    'content-visibility': 'visible',
    transition: 'none',
    animation: 'none',
    'background-color': 'transparent',
    'background-image': `url("${tile.url}")`,
    'background-repeat': 'repeat',
    'background-position': '0 0',
    'background-size': `${tile.width}px ${tile.height}px`,
    'print-color-adjust': 'exact',
    '-webkit-print-color-adjust': 'exact',
  });
}

export interface GuardedMark {
  readonly element: HTMLElement;
  dispose(): void;
}

/**
 * Puts the mark over `host` and keeps it there until disposed. The host should be positioned and
 * not scroll itself (a frame around the scrolling area), so the layer covers what is in view.
 */
export function guardMark(
  host: HTMLElement,
  text: string,
  settings: WatermarkSettings = WATERMARK_DEFAULTS,
): GuardedMark {
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  const layer = doc.createElement('div');
  let tile: Tile | undefined;
  let style = '';

  const layout = () => {
    // the host's box: a host that does not scroll keeps the layer over what is in view
    const grid = fitGrid(host.clientWidth, host.clientHeight, settings);
    const ratio = view?.devicePixelRatio ?? 1;
    const gapsChanged =
      !tile ||
      tile.width !== settings.width + grid.xSpace ||
      tile.height !== settings.height + grid.ySpace;
    if (gapsChanged) tile = cachedTile(text, settings, grid, ratio, doc);
    style = layerStyle(settings, { width: grid.layerWidth, height: grid.layerHeight }, tile!);
    restore();
  };

  /** Undoes whatever changed: attributes, place among the host's children. */
  const restore = () => {
    if (layer.getAttribute('style') !== style) layer.setAttribute('style', style);
    for (const name of layer.getAttributeNames())
      if (!KEPT_ATTRIBUTES.has(name)) layer.removeAttribute(name);
    if (!layer.hasAttribute(MARK_ATTRIBUTE)) layer.setAttribute(MARK_ATTRIBUTE, '');
    if (layer.getAttribute('aria-hidden') !== 'true') layer.setAttribute('aria-hidden', 'true');
    if (layer.firstChild) layer.replaceChildren();
    // last, so a sibling with the same z-index cannot sit above it
    if (host.lastChild !== layer) host.appendChild(layer);
  };

  const observer = new MutationObserver(restore);
  observer.observe(host, { childList: true });
  observer.observe(layer, { attributes: true, childList: true, characterData: true });
  const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(layout);
  resize?.observe(host);
  layout();

  return {
    element: layer,
    dispose() {
      observer.disconnect();
      resize?.disconnect();
      layer.remove();
    },
  };
}
