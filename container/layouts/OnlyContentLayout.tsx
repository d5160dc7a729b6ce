/** `only-content`: no menu and no header; the tabs (unless hidden) over the pages. */
import { LayoutBody } from './LayoutBody';
import type { LayoutProps } from './types';

export default function OnlyContentLayout({ hideTabs }: LayoutProps) {
  return (
    <div className="polaris-layout polaris-layout-only-content" data-layout="only-content">
      <LayoutBody hideTabs={hideTabs} />
    </div>
  );
}
