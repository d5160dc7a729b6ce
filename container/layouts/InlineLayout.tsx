/** `inline` (the default): side menu with inline sub-menus, header and tabs beside it. */
import { useGlobalState } from '@polaris/core/models/use-global-state';
import { HeaderBar } from '../shell/HeaderBar';
import { SideMenu } from '../shell/SideMenu';
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
