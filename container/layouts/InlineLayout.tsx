/** `inline` (the default): side menu with inline sub-menus, header and tabs beside it. */
import { useGlobalState } from '../models/use-global-state';
import { HeaderBar } from '../header/HeaderBar';
import { SideMenu } from '../menu/SideMenu';
import { LayoutBody } from './LayoutBody';
import { Logo, MenuSkeleton } from './parts';
import type { LayoutProps } from './types';

export default function InlineLayout({ hideTabs }: LayoutProps) {
  const collapsed = useGlobalState((state) => state.collapsed);
  const menuLoad = useGlobalState((state) => state.menuLoad);
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
