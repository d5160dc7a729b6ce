import type { ComponentType } from 'react';

/** What the shell hands every layout (a deployment's replacement gets the same). */
export interface LayoutProps {
  /** The chosen layout name (one component registered under several names can tell them apart). */
  name: string;
  /** Embedding option: no tab strip. */
  hideTabs: boolean;
}

export type LayoutComponent = ComponentType<LayoutProps>;
