/**
 * How a page protects unsaved input from being thrown away. Inside the shell, closing the page's
 * tab asks the page first (the hook may ask the user); alone or in a foreign host, leaving the
 * page (reload, close) shows the browser's own prompt while the input is unsaved.
 *
 * A page may also describe its input (`draft`): inside the shell, when a sign-in elsewhere ends
 * the session, the input is kept as a draft and offered back once when the page opens after the
 * next sign-in (src/session/drafts.ts). Describe plain data only, and never a secret.
 */
import { Modal } from 'antd';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { formatServerDate } from '../i18n/format-date';
import { useIntl } from '../i18n/useIntl';
import { useRuntime } from '../runtime/RuntimeProvider';
import type { Runtime } from '../runtime/runtime';
import type { KeptDraft } from '../session/drafts';

export type LeaveConfirm = () => boolean | Promise<boolean>;

/** What the page's surroundings (a shell tab) offer a page with unsaved input. */
export interface LeaveGuard {
  register(confirm: LeaveConfirm): () => void;
  keepDraft?(describe: () => unknown): () => void;
  hasDraft?(): boolean;
  takeDraft?(): KeptDraft | undefined;
}

export interface PageDraft<T> {
  /** The input as it is now (plain JSON data). */
  value(): T;
  /** Puts a kept draft back (the page marks itself unsaved again). */
  restore(value: T): void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);
/** Whether the page shows now (its tab is the active one): a draft is offered only then. */
const PageShownContext = createContext(true);

export function LeaveGuardProvider(props: {
  guard: LeaveGuard;
  /** Default true; a tab's page that is hidden behind another tab: false. */
  shown?: boolean;
  children: ReactNode;
}) {
  return (
    <LeaveGuardContext.Provider value={props.guard}>
      <PageShownContext.Provider value={props.shown ?? true}>
        {props.children}
      </PageShownContext.Provider>
    </LeaveGuardContext.Provider>
  );
}

/** The pages of an app outside a shell that hold unsaved input, with their confirms. */
export interface UnsavedPages {
  confirms: Set<LeaveConfirm>;
  dispose(): void;
}

const UNSAVED = Symbol('polaris.unsavedPages');

export function unsavedPagesOf(runtime: Runtime): UnsavedPages {
  return runtime.own(UNSAVED, () => {
    const confirms = new Set<LeaveConfirm>();
    return { confirms, dispose: () => confirms.clear() };
  });
}

function browserGuard(unsaved: UnsavedPages, confirm: LeaveConfirm): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  unsaved.confirms.add(confirm);
  return () => {
    window.removeEventListener('beforeunload', warn);
    unsaved.confirms.delete(confirm);
  };
}

/** Whether the page in this place has a draft from an ended session (to open its editor). */
export function useHasKeptDraft(): boolean {
  const guard = useContext(LeaveGuardContext);
  const kept = useRef<boolean | null>(null);
  kept.current ??= Boolean(guard?.hasDraft?.());
  return kept.current;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as this computer's local time, in the user's date-time format. */
export function localDateTime(epochMs: number, format: string): string {
  const d = new Date(epochMs);
  const text = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return formatServerDate(text, format);
}

function useDraftOffer<T>(guard: LeaveGuard | null, draft: { current?: PageDraft<T> }): void {
  const { t } = useIntl();
  const runtime = useRuntime();
  const offered = useRef(false);
  const offer = useRef<{ destroy(): void } | null>(null);
  const visible = useContext(PageShownContext);
  useEffect(() => {
    if (offered.current || !visible || !draft.current || !guard?.takeDraft) return;
    offered.current = true; // asked once per page, when it first shows
    const kept = guard.takeDraft();
    if (!kept) return;
    offer.current = Modal.confirm({
      title: t('hzero.common.kit.draft.title'),
      content: t('hzero.common.kit.draft.content', {
        time: localDateTime(kept.savedAt, runtime.session.dateTimeFormat),
      }),
      okText: t('hzero.common.kit.draft.restore'),
      cancelText: t('hzero.common.kit.draft.discard'),
      onOk: () => draft.current?.restore(kept.value as T),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts are read when it shows
  }, [guard, visible]);
  useEffect(() => () => offer.current?.destroy(), []);
}

/**
 * While `dirty`, leaving the page needs `confirm()` to resolve true. With `draft`, the input is
 * kept over a kick-off and offered back when the page opens again.
 */
export function useLeaveGuard<T = unknown>(
  dirty: boolean,
  confirm: LeaveConfirm,
  draft?: PageDraft<T>,
): void {
  const guard = useContext(LeaveGuardContext);
  const runtime = useRuntime();
  const latest = useRef(confirm);
  latest.current = confirm;
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  useDraftOffer(guard, latestDraft);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = () => latest.current();
    if (!guard) return browserGuard(unsavedPagesOf(runtime), ask);
    const stops = [guard.register(ask)];
    if (latestDraft.current && guard.keepDraft) {
      stops.push(guard.keepDraft(() => latestDraft.current?.value()));
    }
    return () => stops.forEach((stop) => stop());
  }, [dirty, guard, runtime]);
}
