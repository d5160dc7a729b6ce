/** What a deployment's customisation uses to build or replace a layout. */
export { registerLayout } from './layouts';
export { BUILT_IN_LAYOUTS, DEFAULT_LAYOUT, type BuiltInLayoutName } from './layout-registry';
export type { LayoutComponent, LayoutProps } from './types';
export { LayoutBody, EmbeddedContent } from './LayoutBody';
export { HorizontalMenu, ExpandedSideMenu } from './LayoutMenus';
export { Breadcrumb } from './Breadcrumb';
export { Logo, MenuSkeleton } from './parts';
export { useMenuItems, toMenuItems, directoryKeys } from './use-menu-items';
