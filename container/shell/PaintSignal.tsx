/**
 * Says when the first layout has been painted: once the shell's tree has committed the menu (or
 * why it is missing), the frame after it. Rendered beside the routes, so every page of the shell
 * gets the signal, and after the commit that shows the menu, never before it.
 */
import { useEffect } from 'react';
import { useMenuState } from '../menu/menu-state';
import { afterNextPaint } from '../state/after-paint';

export function PaintSignal({ onPainted }: { onPainted(): void }) {
  const settled = useMenuState((state) => state.menuLoad || state.menuLoadError !== undefined);
  const painted = useMenuState((state) => state.layoutPainted);
  useEffect(() => {
    if (!settled || painted) return undefined;
    return afterNextPaint(onPainted);
  }, [settled, painted, onPainted]);
  return null;
}
