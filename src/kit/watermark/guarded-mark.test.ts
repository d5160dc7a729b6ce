/** @jest-environment jsdom */
import { recordCanvasText } from './canvas.fixture';
import { guardMark, MARK_ATTRIBUTE, type GuardedMark } from './guarded-mark';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function host(width = 1280, height = 720): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  element.appendChild(document.createElement('p'));
  document.body.appendChild(element);
  return element;
}

let drawn: string[] = [];
let mark: GuardedMark | undefined;

beforeEach(() => {
  drawn = recordCanvasText();
});
afterEach(() => {
  mark?.dispose();
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe('guarded watermark layer', () => {
  it('draws the text once and lays one layer over the host, last, every property important', () => {
    const element = host();
    mark = guardMark(element, 'alice Alice Chen 2026-11-25');
    expect(drawn).toEqual(['alice Alice Chen 2026-11-25']);
    expect(element.lastChild).toBe(mark.element);
    expect(mark.element.hasAttribute(MARK_ATTRIBUTE)).toBe(true);
    expect(mark.element.getAttribute('aria-hidden')).toBe('true');
    const style = mark.element.getAttribute('style') ?? '';
    for (const rule of [
      'display: block !important',
      'visibility: visible !important',
      'opacity: 1 !important',
      'pointer-events: none !important',
      'z-index: 2147483647 !important',
      'left: 20px !important',
      'top: 56px !important',
      'background-image: url("data:image/png;base64,TILE") !important',
      // 1280 × 720 holds 4 × 6 cells of 210 × 60: the gaps spread to 133 × 58
      'width: 1239px !important',
      'background-size: 343px 118px !important',
    ])
      expect(style).toContain(rule);
  });

  it.each([
    ['removed', (layer: HTMLElement) => layer.remove()],
    ['given a style', (layer: HTMLElement) => layer.setAttribute('style', 'display: none')],
    ['given a class', (layer: HTMLElement) => layer.classList.add('hidden-by-devtools')],
    ['given hidden', (layer: HTMLElement) => layer.setAttribute('hidden', '')],
    [
      'covered by a later sibling',
      (layer: HTMLElement) => layer.after(document.createElement('i')),
    ],
    ['filled with content', (layer: HTMLElement) => layer.append('covered')],
  ])('comes back as it was when %s', async (_how, tamper) => {
    const element = host();
    mark = guardMark(element, 'alice');
    const before = mark.element.getAttribute('style');
    tamper(mark.element);
    await flush(); // the observer runs in the next microtask
    expect(element.lastChild).toBe(mark.element);
    expect(mark.element.getAttribute('style')).toBe(before);
    expect(mark.element.getAttributeNames().sort()).toEqual(
      ['aria-hidden', MARK_ATTRIBUTE, 'style'].sort(),
    );
    expect(mark.element.childNodes).toHaveLength(0);
  });

  it('encodes the tile of a mark once for every area of its size (a panel, a resize back)', () => {
    const first = guardMark(host(), 'bob Tile Once');
    const second = guardMark(host(), 'bob Tile Once');
    const other = guardMark(host(640, 480), 'bob Tile Once');
    expect(drawn).toEqual(['bob Tile Once', 'bob Tile Once']); // 1280 × 720 once, 640 × 480 once
    expect(second.element.getAttribute('style')).toBe(first.element.getAttribute('style'));
    for (const placed of [first, second, other]) placed.dispose();
  });

  it('leaves nothing behind when disposed, and no longer restores', async () => {
    const element = host();
    mark = guardMark(element, 'alice');
    const layer = mark.element;
    mark.dispose();
    expect(element.contains(layer)).toBe(false);
    element.appendChild(layer);
    layer.setAttribute('style', 'display: none');
    await flush();
    expect(layer.getAttribute('style')).toBe('display: none');
    mark = undefined;
  });
});
