/**
 * Data hierarchy (spec sections 3 and 4, only for users with dataHierarchyFlag): the values the
 * user's data is scoped to. Hierarchies of the SELECT style sit in the header; those of the
 * MODAL style are chosen in a dialog. Loaded lazily: users without the flag never load this, and
 * the dialog's code loads when it is first asked for (HierarchyDialog.tsx).
 */
import { ApartmentOutlined } from '@ant-design/icons';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { userModel } from '@polaris/core/models/user';
import { ignoreReported } from '@polaris/core/request/client';
import { Button } from 'antd';
import type { MousePosition } from 'antd/es/modal/interface';
import { Suspense, useEffect, useState, type MouseEvent } from 'react';
import { HierarchyDropdown } from './HierarchyDropdown';

const loadDialog = () => import('./HierarchyDialog');
const HierarchyDialog = retryableLazy(loadDialog);

/**
 * How long antd's Modal remembers a click for its opening animation to grow from. The Modal
 * remembers it itself only from when its code is loaded, which is now after the first click.
 */
const CLICK_REMEMBERED_MS = 100;

/** The user model's hierarchicalSelectList in the header, its hierarchicalList in the dialog. */
export default function DataHierarchySelectors() {
  const { t, language } = useIntl();
  const dispatch = useModelDispatch();
  const { hierarchicalSelectList, isModal } = useModelState(userModel);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** How often the dialog was asked for: from the first time on it is rendered (and animates). */
  const [dialogAsked, setDialogAsked] = useState(0);
  const [mousePosition, setMousePosition] = useState<MousePosition>();

  useEffect(() => {
    // no hierarchy selector when this fails; the rest of the header is unaffected
    void Promise.resolve(dispatch({ type: 'user/fetchHierarchicalSelectList' })).catch(
      ignoreReported,
    );
  }, [dispatch, language]); // the server names values in the user's language

  const openDialog = (event: MouseEvent) => {
    const click = { x: event.pageX, y: event.pageY, at: Date.now() };
    // the dialog's code comes while its hierarchies load; a failure shows when it renders
    loadDialog().catch(() => undefined);
    void Promise.resolve(dispatch({ type: 'user/fetchHierarchicalList' })).then(() => {
      const recent = Date.now() - click.at < CLICK_REMEMBERED_MS;
      setMousePosition(recent ? { x: click.x, y: click.y } : undefined);
      setDialogAsked((count) => count + 1);
      setDialogOpen(true);
    }, ignoreReported);
  };

  return (
    <>
      {hierarchicalSelectList.map((row) => (
        <HierarchyDropdown key={row.dataHierarchyCode} row={row} />
      ))}
      {isModal === 1 && (
        <Button
          type="text"
          icon={<ApartmentOutlined aria-hidden />}
          aria-label={t('hzero.common.title.dataHierarchy')}
          title={t('hzero.common.title.dataHierarchy')}
          onClick={openDialog}
        />
      )}
      {dialogAsked > 0 && (
        // code that failed to load: no dialog this time, a new try the next time it is asked for
        <ErrorBoundary fallback={null} resetKey={dialogAsked}>
          <Suspense fallback={null}>
            <HierarchyDialog
              open={dialogOpen}
              onClose={() => setDialogOpen(false)}
              mousePosition={mousePosition}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
