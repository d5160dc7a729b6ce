/**
 * `only-content`: no menu and no header; the tabs (unless hidden) over the pages. The user menu
 * stays reachable in a corner, so a user who chose this layout can still change it or sign out.
 */
import { UserMenu } from '../header/UserMenu';
import { LayoutBody } from './LayoutBody';
import type { LayoutProps } from './types';

export default function OnlyContentLayout({ hideTabs }: LayoutProps) {
  return (
    <div className="polaris-layout polaris-layout-only-content" data-layout="only-content">
      <div className="polaris-corner-menu">
        <UserMenu />
      </div>
      <LayoutBody hideTabs={hideTabs} />
    </div>
  );
}
