/**
 * `side-all`: the side menu with every level open at once (directories can still be folded);
 * the header's toggle collapses it to an icon rail like the inline layout.
 */
import { useHeaderState } from '../header/header-state';
import { useMenuState } from '../menu/menu-state';
import { HeaderBar } from '../header/HeaderBar';
import { LayoutBody } from './LayoutBody';
import { ExpandedSideMenu } from './LayoutMenus';
import { Logo, MenuSkeleton } from './parts';
import type { LayoutProps } from './types';

export default function SideAllLayout({ hideTabs }: LayoutProps) {
  const collapsed = useHeaderState((state) => state.collapsed);
  const menuLoad = useMenuState((state) => state.menuLoad);
  return (
    <div
      className={`polaris-layout polaris-layout-side-all${collapsed ? ' polaris-layout-collapsed' : ''}`}
      data-layout="side-all"
    >
      <aside className="polaris-sider">
        <Logo />
        {menuLoad ? <ExpandedSideMenu collapsed={collapsed} /> : <MenuSkeleton />}
      </aside>
      <LayoutBody hideTabs={hideTabs} header={<HeaderBar />} />
    </div>
  );
}
