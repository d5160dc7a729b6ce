/**
 * The home tab: who is signed in and where, with the first entries of their menu. It is the first
 * page every user sees, so it is part of the shell's first load and uses only light components.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useLayoutPainted, useMenuState } from '../menu/menu-state';
import { userModel } from '@polaris/core/models/user';
import { Button } from 'antd';
import { Suspense } from 'react';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useShell } from '../state/shell-context';

const QUICK_LINKS = 8;
/**
 * Quick entries, announcements and unread messages: a lazy chunk, loaded (with its lists) once the
 * first layout has painted.
 */
const WorkplaceCards = retryableLazy(() => import('./WorkplaceCards'));

export default function Workplace() {
  const { t } = useIntl();
  const { history } = useShell();
  const user = useModelState(userModel, (state) => state.currentUser);
  const leaves = useMenuState((state) => state.menuLeafNode);
  const painted = useLayoutPainted();
  return (
    <section className="polaris-card" aria-labelledby="polaris-workplace-title">
      <h2 id="polaris-workplace-title" className="polaris-card-title">
        {t('hzero.common.title.workplace')}
      </h2>
      <p>
        {user?.realName} · {user?.tenantName} · {user?.currentRoleName}
      </p>
      <div className="polaris-quick-links">
        {leaves.slice(0, QUICK_LINKS).map((leaf) => (
          <Button key={leaf.id} onClick={() => history.push(leaf.path)}>
            {leaf.title}
          </Button>
        ))}
      </div>
      {painted && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <WorkplaceCards />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
