/**
 * Where a dragged modal may go (spec section 9 "Modals movable"): it stays inside the viewport.
 * Offsets are the modal's shift from where antd put it (centred); `box` is where it is now.
 */

export interface Offset {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export const NO_OFFSET: Offset = { x: 0, y: 0 };

/**
 * The shift along one axis nearest to `wanted` that keeps the modal in view. `start` is the
 * modal's edge with no shift. A modal longer than the viewport (a long form in a scrolling wrap)
 * may move between "top edge in view" and "bottom edge in view", never further out, and is never
 * pulled in by a drag that did not ask for it (from where it is, it may still move).
 */
function clampAxis(wanted: number, current: number, start: number, size: number, room: number) {
  const lowest = -start; // edge at 0
  const highest = room - size - start; // far edge at the viewport's end
  const [min, max] =
    highest >= lowest ? [lowest, highest] : [Math.min(highest, current), Math.max(lowest, current)];
  return Math.min(max, Math.max(min, wanted));
}

/** The allowed offset nearest to `wanted`, from the current offset and box. */
export function clampOffset(wanted: Offset, current: Offset, box: Box, viewport: Viewport): Offset {
  return {
    x: clampAxis(wanted.x, current.x, box.left - current.x, box.width, viewport.width),
    y: clampAxis(wanted.y, current.y, box.top - current.y, box.height, viewport.height),
  };
}
