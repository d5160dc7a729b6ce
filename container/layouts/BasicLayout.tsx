/**
 * The signed-in shell: picks the layout and applies the embedding options.
 *
 * - Layout: the `layout` shell option if it names a known layout, else the user's `menuLayout`
 *   (from `users/self`), else `inline`; a deployment can replace any layout by name
 *   (`registerLayout` in container/layouts).
 * - Embedding: `hideLayout` shows the active page alone; `hideTabs` drops the tab strip. They
 *   come from the shell options (qiankun mount props, say) or the address query
 *   (`?hideLayout=1`, `?hideTabs=1`, remembered for the browser session).
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { useModelState } from '@polaris/core/core/model/react';
import { userModel } from '@polaris/core/models/user';
import type { ShellOptions } from './embedding';
import { Suspense } from 'react';
import { EmbeddedContent } from './LayoutBody';
import { layoutRegistry } from './layouts';
import { useEmbedding } from './use-embedding';
import { ModuleLoadingBar } from '../micro/ModuleLoadingBar';
import { UpdatePrompt } from '../micro/UpdatePrompt';

export interface BasicLayoutProps {
  options?: ShellOptions;
}

export function BasicLayout({ options }: BasicLayoutProps) {
  const menuLayout = useModelState(userModel, (state) => state.currentUser?.menuLayout);
  const { hideLayout, hideTabs } = useEmbedding(options);
  if (hideLayout) {
    return (
      <>
        <ModuleLoadingBar />
        <UpdatePrompt />
        <EmbeddedContent />
      </>
    );
  }
  const { name, component: Layout } = layoutRegistry.choose(options?.layout, menuLayout);
  return (
    <>
      <ModuleLoadingBar />
      <UpdatePrompt />
      <ErrorBoundary>
        <Suspense fallback={<PageLoading fullScreen />}>
          <Layout name={name} hideTabs={hideTabs} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
