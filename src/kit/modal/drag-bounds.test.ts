import { clampOffset, NO_OFFSET, type Box } from './drag-bounds';

const viewport = { width: 1000, height: 800 };
// a 400 × 300 modal centred in the viewport
const centred: Box = { left: 300, top: 250, width: 400, height: 300 };

describe('clampOffset', () => {
  it.each([
    ['moves freely inside', { x: 100, y: -50 }, { x: 100, y: -50 }],
    ['stops at the left and top edges', { x: -500, y: -400 }, { x: -300, y: -250 }],
    ['stops at the right and bottom edges', { x: 500, y: 400 }, { x: 300, y: 250 }],
    ['stays put', NO_OFFSET, NO_OFFSET],
  ])('%s', (_case, wanted, allowed) => {
    expect(clampOffset(wanted, NO_OFFSET, centred, viewport)).toEqual(allowed);
  });

  it('measures from where an already moved modal is', () => {
    const moved = { x: 200, y: 100 };
    const box = { ...centred, left: 500, top: 350 };
    expect(clampOffset({ x: 400, y: 100 }, moved, box, viewport)).toEqual({ x: 300, y: 100 });
    expect(clampOffset({ x: -400, y: 0 }, moved, box, viewport)).toEqual({ x: -300, y: 0 });
  });

  it('lets a modal taller than the viewport move between its top and its bottom in view', () => {
    const tall: Box = { left: 300, top: 100, width: 400, height: 2000 };
    // it may go up until its bottom edge reaches the viewport's, not down past where it is
    expect(clampOffset({ x: 0, y: -5000 }, NO_OFFSET, tall, viewport)).toEqual({ x: 0, y: -1300 });
    expect(clampOffset({ x: 0, y: 300 }, NO_OFFSET, tall, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: 0, y: -600 }, NO_OFFSET, tall, viewport)).toEqual({ x: 0, y: -600 });
  });
});
