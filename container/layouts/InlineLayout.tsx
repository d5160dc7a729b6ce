/** `inline` (the default): side menu with inline sub-menus, header and tabs beside it. */
import { useHeaderState } from '../header/header-state';
import { useMenuState } from '../menu/menu-state';
import { HeaderBar } from '../header/HeaderBar';
import { SideMenu } from './SideMenu';
import { LayoutBody } from './LayoutBody';
import { Logo, MenuSkeleton } from './parts';
import type { LayoutProps } from './types';

export default function InlineLayout({ hideTabs }: LayoutProps) {
  const collapsed = useHeaderState((state) => state.collapsed);
  const menuLoad = useMenuState((state) => state.menuLoad);
  return (
    <div
      className={`polaris-layout${collapsed ? ' polaris-layout-collapsed' : ''}`}
      data-layout="inline"
    >
      <aside className="polaris-sider">
        <Logo />
        {menuLoad ? <SideMenu collapsed={collapsed} /> : <MenuSkeleton />}
      </aside>
      <LayoutBody hideTabs={hideTabs} header={<HeaderBar />} />
    </div>
  );
}
