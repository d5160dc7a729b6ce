import { isOverflowing, scrollLeftToShow } from './tab-scroll';

const strip = (scrollLeft: number) => ({ scrollLeft, clientWidth: 500, scrollWidth: 2000 });

describe('scrollLeftToShow: the least scroll that shows the tab', () => {
  it.each([
    // description, scrollLeft, tab left, tab width, expected scrollLeft
    ['already visible: no movement', 0, 100, 120, 0],
    ['already visible when scrolled', 600, 700, 120, 600],
    ['right of the view: its right edge and the margin come in', 0, 900, 120, 544],
    ['left of the view: its left edge and the margin come in', 1000, 400, 120, 376],
    ['the first tab: back to the start', 800, 0, 120, 0],
    ['the last tab: to the end, never beyond', 0, 1880, 120, 1500],
    ['wider than the strip: its start shows', 0, 900, 700, 876],
    ['partly visible on the right', 0, 450, 120, 94],
  ])('%s', (_, scrollLeft, left, width, expected) => {
    expect(scrollLeftToShow(strip(scrollLeft), { left, width })).toBe(expected);
  });

  it('never scrolls a strip that fits', () => {
    expect(
      scrollLeftToShow(
        { scrollLeft: 0, clientWidth: 500, scrollWidth: 500 },
        { left: 400, width: 100 },
      ),
    ).toBe(0);
  });
});

describe('isOverflowing', () => {
  it.each([
    [500, 500, false],
    [500, 501, false], // sub-pixel rounding
    [500, 620, true],
  ])('client %i, content %i → %s', (clientWidth, scrollWidth, expected) => {
    expect(isOverflowing({ scrollLeft: 0, clientWidth, scrollWidth })).toBe(expected);
  });
});
