/**
 * The signed-in user's watermark (spec sections 4 and 9): for users with `waterMarkFlag`, their
 * login name, real name and today's date over an area, and over every antd Modal and Drawer
 * opened inside it (antd's panels announce themselves through its watermark context, which this
 * scope provides). Users without the flag get nothing, not even the drawing code.
 *
 * An area may hold its mark back (`hold`: the shell's, until its menu has painted, so neither the
 * mark's code nor its drawing delays the menu); what shows page data inside waits for
 * `useMarkReady()`, true once the area carries its mark (at once for users without one).
 */
import WatermarkContext from 'antd/es/watermark/context';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useModelState } from '../../core/model/react';
import { formatServerDate } from '../../i18n/format-date';
import { userModel } from '../../models/user';
import { createMarkController } from './mark-controller';
import { isMarked, markText } from './settings';

const loadGuard = () => import('./guarded-mark').then((module) => module.guardMark);

/** Today as the server writes dates (YYYY-MM-DD), in the user's date format. */
export function todayIn(format: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return formatServerDate(today, format);
}

interface MarkState {
  /** The area carries its mark (or needs none): page data may show. */
  ready: boolean;
  /** Set when the mark's code could not be loaded: asks for it again. */
  retry?: () => void;
}

const MarkReadyContext = createContext<MarkState>({ ready: true });

/** Whether the area around carries its mark (or needs none): page data may show. */
export function useMarkReady(): boolean {
  return useContext(MarkReadyContext).ready;
}

/**
 * While the mark's code could not be loaded (so page data stays hidden), what asks for it again;
 * otherwise undefined.
 */
export function useMarkRetry(): (() => void) | undefined {
  return useContext(MarkReadyContext).retry;
}

export interface WatermarkScopeProps {
  /** The area the mark lies over: a positioned frame that does not scroll. None: panels only. */
  host?: RefObject<HTMLElement | null>;
  /** Not yet: the area's mark is neither loaded nor drawn (panels still get theirs). */
  hold?: boolean;
  children: ReactNode;
}

export function WatermarkScope({ host, hold = false, children }: WatermarkScopeProps) {
  const user = useModelState(userModel, (state) => state.currentUser);
  const text = user && isMarked(user) ? markText(user, todayIn(user.dateFormat)) : '';
  const [controller] = useState(() => createMarkController(loadGuard));
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => {
    controller.setHost(hold ? null : (host?.current ?? null));
    controller.setText(text);
  }, [controller, host, hold, text]);
  const panels = useMemo(
    () => ({ add: controller.addPanel, remove: controller.removePanel }),
    [controller],
  );
  const hostMarked = useSyncExternalStore(controller.subscribe, controller.hostMarked);
  const loadFailed = useSyncExternalStore(controller.subscribe, controller.loadFailed);
  const ready = text === '' || !host || hostMarked;
  const markState = useMemo(
    () => ({ ready, retry: !ready && loadFailed ? controller.retry : undefined }),
    [ready, loadFailed, controller],
  );
  return (
    <WatermarkContext.Provider value={panels}>
      <MarkReadyContext.Provider value={markState}>{children}</MarkReadyContext.Provider>
    </WatermarkContext.Provider>
  );
}

/**
 * An area pages show in, with the mark over it: a positioned frame that does not scroll (put the
 * scrolling element inside), so the mark stays over what is in view.
 */
export function MarkedArea(props: {
  className?: string;
  style?: CSSProperties;
  /** Holds the mark back for now (see WatermarkScope). */
  hold?: boolean;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={frame}
      className={props.className}
      style={{ position: 'relative', overflow: 'hidden', ...props.style }}
    >
      <WatermarkScope host={frame} hold={props.hold}>
        {props.children}
      </WatermarkScope>
    </div>
  );
}
