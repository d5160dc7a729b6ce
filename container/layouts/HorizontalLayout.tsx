/**
 * `horizontal`: the menu across the top, in the bar with the logo and the header items; first
 * level in the bar, deeper levels in pop-ups. No side menu, so the header's collapse toggle is
 * hidden.
 */
import { useMenuState } from '../menu/menu-state';
import { Skeleton } from 'antd';
import { HeaderBar } from '../header/HeaderBar';
import { LayoutBody } from './LayoutBody';
import { HorizontalMenu } from './LayoutMenus';
import { Logo } from './parts';
import type { LayoutProps } from './types';

export default function HorizontalLayout({ hideTabs }: LayoutProps) {
  const menuLoad = useMenuState((state) => state.menuLoad);
  return (
    <div
      className="polaris-layout polaris-layout-horizontal"
      data-layout="horizontal"
      data-menu-toggle="off"
    >
      <div className="polaris-topbar">
        <Logo />
        {menuLoad ? (
          <HorizontalMenu />
        ) : (
          <Skeleton.Input active size="small" className="polaris-topnav" />
        )}
        <HeaderBar collapsible={false} />
      </div>
      <LayoutBody hideTabs={hideTabs} />
    </div>
  );
}
