/**
 * The /pubApprove area's own authorisation wrapper: an approval detail needs a signed-in user
 * and a token; without them it offers to sign in and come back here, instead of showing the page.
 * That offer (antd Result and its picture) loads only when it is shown.
 */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useModelState } from '@polaris/core/core/model/react';
import { userModel } from '@polaris/core/models/user';
import { getAccessToken } from '@polaris/core/session/tokens';

const ApprovalSignIn = retryableLazy(() => import('./ApprovalSignIn'));

export function ApprovalAuthorized({ children }: { children: ReactNode }) {
  const user = useModelState(userModel, (state) => state.currentUser);
  if (user && getAccessToken()) return <>{children}</>;
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading fullScreen />}>
        <ApprovalSignIn />
      </Suspense>
    </ErrorBoundary>
  );
}
