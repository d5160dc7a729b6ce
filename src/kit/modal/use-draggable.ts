/**
 * A modal moved by dragging its title bar (spec section 9 "Modals movable and auto-centred"):
 * pointer events only, so mouse, pen and touch work and the keyboard is untouched (nothing is
 * added to the tab order); kept inside the viewport; back to the centre each time it opens.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { clampOffset, NO_OFFSET, type Offset } from './drag-bounds';

export interface Draggable {
  offset: Offset;
  /** Put on the element that wraps the modal's panel (measured to keep it in view). */
  frameRef: RefObject<HTMLDivElement>;
  /** Put on the title bar. */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

export function useDraggable(open: boolean): Draggable {
  const [offset, setOffset] = useState<Offset>(NO_OFFSET);
  const frameRef = useRef<HTMLDivElement>(null);
  const stopRef = useRef<(() => void) | null>(null);

  // Back to the centre when it opens again (state adjusted during render, not in an effect, so
  // it never shows at the old place for a frame).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOffset(NO_OFFSET);
  }

  useEffect(() => () => stopRef.current?.(), []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const frame = frameRef.current;
      if (event.button !== 0 || !frame) return;
      event.preventDefault(); // no text selection while dragging
      stopRef.current?.();
      const from = { x: event.clientX, y: event.clientY };
      const startOffset = offset;
      const box = frame.getBoundingClientRect();
      const move = (moved: globalThis.PointerEvent) => {
        const wanted = {
          x: startOffset.x + moved.clientX - from.x,
          y: startOffset.y + moved.clientY - from.y,
        };
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        setOffset(clampOffset(wanted, startOffset, box, viewport));
      };
      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', stop);
        window.removeEventListener('pointercancel', stop);
        stopRef.current = null;
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
      stopRef.current = stop;
    },
    [offset],
  );

  return { offset, frameRef, onPointerDown };
}
