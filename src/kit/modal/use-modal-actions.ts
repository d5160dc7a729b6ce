/**
 * OK and Cancel of a modal with an async OK handler (spec section 4 "Modal helper"): OK shows
 * loading while its handler runs and closes when it settles unless it said `false` or failed;
 * Cancel closes unless its handler says `false`, and does nothing while OK is running (the save
 * may still land; closing would hide its outcome).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { settleOk, verdictOf, type OkHandler } from './ok-outcome';

export interface ModalActionsOptions {
  onOk?: OkHandler;
  /** Cancel button, close icon, Esc and mask: `false` keeps the modal open. */
  onCancel?: () => unknown;
  /** The modal should close now (the owner sets `open` to false). */
  onClose: () => void;
}

export interface ModalActions {
  /** OK's handler is running. */
  loading: boolean;
  ok: () => Promise<void>;
  cancel: () => void;
}

export function useModalActions({ onOk, onCancel, onClose }: ModalActionsOptions): ModalActions {
  const [loading, setLoading] = useState(false);
  // A ref as well as state: a second click in the same tick must not start a second save.
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ok = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setLoading(true);
    const verdict = await settleOk(onOk);
    running.current = false;
    if (!mounted.current) return;
    setLoading(false);
    if (verdict === 'close') onClose();
  }, [onOk, onClose]);

  const cancel = useCallback(() => {
    if (running.current) return;
    if (verdictOf(onCancel?.()) === 'close') onClose();
  }, [onCancel, onClose]);

  return { loading, ok, cancel };
}
