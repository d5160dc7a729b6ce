/**
 * `side`: a narrow icon rail, always collapsed; sub-menus open as fly-outs beside it (on hover,
 * click or keyboard), so the page keeps the full width. There is nothing to expand, so the
 * header's collapse toggle is hidden.
 */
import { useMenuState } from '../menu/menu-state';
import { HeaderBar } from '../header/HeaderBar';
import { SideMenu } from './SideMenu';
import { LayoutBody } from './LayoutBody';
import { Logo, MenuSkeleton } from './parts';
import type { LayoutProps } from './types';

export default function SideLayout({ hideTabs }: LayoutProps) {
  const menuLoad = useMenuState((state) => state.menuLoad);
  return (
    <div
      className="polaris-layout polaris-layout-collapsed polaris-layout-side"
      data-layout="side"
      data-menu-toggle="off"
    >
      <aside className="polaris-sider">
        <Logo />
        {menuLoad ? <SideMenu collapsed /> : <MenuSkeleton />}
      </aside>
      <LayoutBody hideTabs={hideTabs} header={<HeaderBar collapsible={false} />} />
    </div>
  );
}
