/**
 * The shell's layouts by name. `inline` (the default) is part of the first load; the others
 * load when chosen. `registerLayout` lets a deployment replace any of them, or add its own
 * name for users' `menuLayout`, before the container starts.
 */
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import type { LayoutChoices } from '../state/shell-context';
import InlineLayout from './InlineLayout';
import { BUILT_IN_LAYOUTS, createLayoutRegistry } from './layout-registry';
import type { LayoutComponent } from './types';

export const layoutRegistry = createLayoutRegistry<LayoutComponent>({
  inline: InlineLayout,
  horizontal: retryableLazy(() => import('./HorizontalLayout')),
  side: retryableLazy(() => import('./SideLayout')),
  'side-all': retryableLazy(() => import('./SideAllLayout')),
  'only-content': retryableLazy(() => import('./OnlyContentLayout')),
});

/** Replaces (or adds) a layout by name; returns a function that restores the previous one. */
export function registerLayout(name: string, component: LayoutComponent): () => void {
  return layoutRegistry.register(name, component);
}

/** What the user menu offers: the built-in layouts; a user's choice shows as the layout it opens. */
export const layoutChoices: LayoutChoices = {
  names: BUILT_IN_LAYOUTS,
  current: (menuLayout) => layoutRegistry.choose(menuLayout).name,
};
