/**
 * antd's Modal with the platform's behaviour (spec sections 4 "Modal helper" and 9):
 *
 *     <KitModal
 *       open={open}
 *       title={t('hpfm.valueSet.edit')}
 *       onOk={async () => { await saveValueSet(form.getFieldsValue()); }} // or resolve `false`
 *       onCancel={() => !form.isFieldsTouched() || window.confirm(...)}   // `false`: stays open
 *       onClose={() => setOpen(false)}
 *     >
 *       <ValueSetForm form={form} />
 *     </KitModal>
 *
 * - OK shows loading while `onOk` runs and closes (calls `onClose`) when it settles, unless it
 *   resolved `false`; a rejection keeps it open with what was entered (the request layer has
 *   told the user).
 * - Cancel, the close icon, Esc and the mask close unless `onCancel` returns `false`; while OK
 *   runs they do nothing (Cancel and the close icon show disabled).
 * - Centred, and movable by dragging the title (kept in the viewport; centred again each time it
 *   opens). `draggable={false}` or no title: fixed.
 * - Never taller than the window: a long body scrolls inside the dialog, so its title and its
 *   OK and Cancel stay in view (a page may set its own `styles.body`).
 *
 * Everything else is antd's Modal, rendered in place in the React tree, so the contexts around
 * it (ConfigProvider, the watermark scope) reach it.
 */
import { Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import type { OkHandler } from './ok-outcome';
import { useDraggable } from './use-draggable';
import { useModalActions } from './use-modal-actions';

export interface KitModalProps extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> {
  open: boolean;
  /** May be async. Resolving `false` keeps the modal open, and so does a rejection. */
  onOk?: OkHandler;
  /** Cancel button, close icon, Esc, mask. Returning `false` keeps the modal open. */
  onCancel?: () => unknown;
  /** The modal should close now: set `open` to false. */
  onClose: () => void;
  /** Move by dragging the title (default true). */
  draggable?: boolean;
}

type Closable = ModalProps['closable'];

/** The body's room: the window less the dialog's title, buttons, padding and margins. */
const BODY_MAX_HEIGHT = 'calc(100vh - 200px)';

/** The close icon disabled while OK runs, keeping whatever the page asked for. */
function closableWhile(loading: boolean, closable: Closable): Closable {
  if (closable === false) return false;
  const asked = typeof closable === 'object' && closable ? closable : {};
  return { ...asked, disabled: loading || asked.disabled };
}

export function KitModal({
  open,
  onOk,
  onCancel,
  onClose,
  draggable = true,
  title,
  centered = true,
  closable,
  cancelButtonProps,
  modalRender,
  styles,
  ...rest
}: KitModalProps) {
  const { loading, ok, cancel } = useModalActions({ onOk, onCancel, onClose });
  const drag = useDraggable(open);
  const movable = draggable && title !== undefined && title !== null;

  const handle = movable ? (
    <div
      className="polaris-modal-drag-handle"
      onPointerDown={drag.onPointerDown}
      style={{ cursor: 'move', userSelect: 'none', touchAction: 'none' }}
    >
      {title}
    </div>
  ) : (
    title
  );
  const frame = (node: ReactNode) => (
    <div
      ref={drag.frameRef}
      style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
    >
      {modalRender ? modalRender(node) : node}
    </div>
  );

  return (
    <Modal
      {...rest}
      open={open}
      title={handle}
      centered={centered}
      confirmLoading={loading}
      onOk={() => void ok()}
      onCancel={cancel}
      closable={closableWhile(loading, closable)}
      cancelButtonProps={{
        ...cancelButtonProps,
        disabled: loading || cancelButtonProps?.disabled,
      }}
      modalRender={movable ? frame : modalRender}
      styles={{
        ...styles,
        body: { maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto', ...styles?.body },
      }}
    />
  );
}
