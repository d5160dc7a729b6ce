/**
 * Modals opened from code, with the same behaviour as `<KitModal>` (async OK with loading,
 * `false` keeps it open, movable, centred). Like antd's `Modal.useModal`, the hook gives a
 * holder to put in the page: the dialogs render there, inside the React tree, so the contexts
 * around the page (ConfigProvider, the watermark scope) reach them.
 *
 *     const [modals, holder] = useModalHelper();
 *     const remove = () =>
 *       modals.open({
 *         title: t('hpfm.valueSet.deleteTitle'),
 *         content: t('hpfm.valueSet.deleteConfirm'),
 *         okButtonProps: { danger: true },
 *         onOk: () => deleteValueSet(id), // loading until it settles; a failure keeps it open
 *       });
 *     return <>{holder}<Button onClick={remove} /></>;
 *
 * `open` gives a handle: `close()`, `update(options)`, and `result`, a promise of `true` when
 * it closed by OK and `false` otherwise.
 */
import { useCallback, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { KitModal, type KitModalProps } from './KitModal';

export interface ModalDialogOptions
  extends Omit<KitModalProps, 'open' | 'onClose' | 'children' | 'afterClose'> {
  /** The dialog's body. */
  content?: ReactNode;
}

export interface ModalHandle {
  close: () => void;
  update: (options: Partial<ModalDialogOptions>) => void;
  /** `true` when it closed by OK, `false` by Cancel (or `close()`). */
  result: Promise<boolean>;
}

export interface ModalHelper {
  open: (options: ModalDialogOptions) => ModalHandle;
}

interface Dialog {
  id: number;
  options: ModalDialogOptions;
  open: boolean;
  /** Settles `result`; the first call wins (a promise settles once). */
  settle: (byOk: boolean) => void;
}

export function useModalHelper(): [ModalHelper, ReactElement] {
  const [dialogs, setDialogs] = useState<readonly Dialog[]>([]);
  const nextId = useRef(1);

  const change = useCallback((id: number, patch: (dialog: Dialog) => Dialog | null) => {
    setDialogs((all) =>
      all.flatMap((dialog) => {
        if (dialog.id !== id) return [dialog];
        const changed = patch(dialog);
        return changed ? [changed] : [];
      }),
    );
  }, []);

  const helper = useMemo<ModalHelper>(
    () => ({
      open: (options) => {
        const id = nextId.current++;
        let settle: (byOk: boolean) => void = () => undefined;
        const result = new Promise<boolean>((resolve) => {
          settle = resolve;
        });
        setDialogs((all) => [...all, { id, options, open: true, settle }]);
        return {
          close: () => {
            settle(false);
            change(id, (dialog) => ({ ...dialog, open: false }));
          },
          update: (more) =>
            change(id, (dialog) => ({ ...dialog, options: { ...dialog.options, ...more } })),
          result,
        };
      },
    }),
    [change],
  );

  const holder = (
    <>
      {dialogs.map(({ id, options, open, settle }) => {
        const { content, onOk, ...props } = options;
        // OK that closes resolves `true`: the handler's say is taken first, then the close.
        const okThenClose = async () => {
          const said = await onOk?.();
          if (said !== false) settle(true);
          return said;
        };
        return (
          <KitModal
            key={id}
            {...props}
            open={open}
            onOk={okThenClose}
            onClose={() => {
              settle(false); // after a closing OK, `result` is already `true`
              change(id, (dialog) => ({ ...dialog, open: false }));
            }}
            afterClose={() => change(id, () => null)}
          >
            {content}
          </KitModal>
        );
      })}
    </>
  );

  return [helper, holder];
}
