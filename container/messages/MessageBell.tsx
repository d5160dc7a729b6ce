/**
 * The header's bell: the unread count (its accessible name says it: "Messages, 3 unread") and,
 * on click, the panel with the recent messages, notices and announcements. Only the button is in
 * the shell's first load; the panel is a lazy chunk (fetched already when the pointer comes near).
 * The count is the global model's, kept live by the message socket this component keeps running.
 */
import { BellOutlined } from '@ant-design/icons';
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Button } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNoticeState } from './notice-model';
import { badgeText } from './notice-rules';
import { useTextsOnce } from '../state/use-texts-once';
import { bellTexts } from './texts';
import { useMessageSocket } from './use-message-socket';
import './bell.css';

const loadPanel = () => import('./BellPanel');
const BellPanel = retryableLazy(loadPanel);
const BELL_TEXTS = Symbol('polaris.messages.bellTexts');

export function MessageBell() {
  const { t } = useIntl();
  useTextsOnce(BELL_TEXTS, bellTexts);
  useMessageSocket();
  const count = useNoticeState((state) => state.count);
  const [open, setOpen] = useState(false);
  const holder = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: MouseEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const badge = badgeText(count);
  return (
    <span className="polaris-bell" ref={holder}>
      <Button
        ref={button}
        type="text"
        className="polaris-bell-button"
        aria-label={t('hmsg.bell.label', { count })}
        aria-expanded={open}
        aria-haspopup="dialog"
        icon={<BellOutlined />}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onClick={() => setOpen((was) => !was)}
      >
        {badge && (
          <span className="polaris-bell-badge" data-count={count} aria-hidden="true">
            {badge}
          </span>
        )}
      </Button>
      {open && (
        <ErrorBoundary>
          <Suspense fallback={<div className="polaris-bell-panel" aria-busy="true" />}>
            <BellPanel onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </span>
  );
}
