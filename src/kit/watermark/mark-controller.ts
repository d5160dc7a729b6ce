/**
 * Which elements carry the mark, and with what text: the scope's area (its host) and the Modal
 * and Drawer panels opened inside it. The code that draws and guards loads only when a mark is
 * wanted, so users without the watermark never download it.
 */
import type { GuardedMark } from './guarded-mark';

export type GuardFn = (host: HTMLElement, text: string) => GuardedMark;

export interface MarkController {
  setText(text: string): void;
  setHost(host: HTMLElement | null): void;
  addPanel(panel: HTMLElement): void;
  removePanel(panel: HTMLElement | null): void;
  /** Whether the host carries the mark now (false while there is no host or no text). */
  hostMarked(): boolean;
  /** Whether the drawing code could not be loaded (until `retry`). */
  loadFailed(): boolean;
  /** Tries to load the drawing code again after it failed. */
  retry(): void;
  /** Told when `hostMarked` or `loadFailed` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createMarkController(load: () => Promise<GuardFn>): MarkController {
  let text = '';
  let host: HTMLElement | null = null;
  let guard: GuardFn | undefined;
  let loading = false;
  const panels = new Set<HTMLElement>();
  const marks = new Map<HTMLElement, { mark: GuardedMark; text: string }>();
  const listeners = new Set<() => void>();
  let marked = false;
  let failed = false;
  let toldFailed = false;
  const tell = () => {
    const now = host !== null && text !== '' && marks.has(host);
    if (now === marked && failed === toldFailed) return;
    marked = now;
    toldFailed = failed;
    listeners.forEach((listener) => listener());
  };

  const place = () => {
    const wanted = new Set(text ? [...panels, ...(host ? [host] : [])] : []);
    for (const [element, placed] of marks) {
      if (wanted.has(element) && placed.text === text) continue;
      placed.mark.dispose();
      marks.delete(element);
    }
    if (wanted.size === 0) return;
    if (!guard) {
      if (!loading && !failed) {
        loading = true;
        load().then(
          (loaded) => {
            loading = false;
            guard = loaded;
            sync();
          },
          (error: unknown) => {
            loading = false;
            failed = true; // what waits for the mark says so and offers retry
            console.error('[polaris] the watermark could not be loaded', error);
            tell();
          },
        );
      }
      return;
    }
    for (const element of wanted)
      if (!marks.has(element)) marks.set(element, { mark: guard(element, text), text });
  };
  const sync = () => {
    place();
    tell();
  };

  return {
    setText(next) {
      text = next;
      sync();
    },
    setHost(next) {
      host = next;
      sync();
    },
    addPanel(panel) {
      panels.add(panel);
      sync();
    },
    removePanel(panel) {
      if (panel) panels.delete(panel);
      sync();
    },
    hostMarked: () => marked,
    loadFailed: () => toldFailed,
    retry() {
      failed = false;
      sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes every mark away; a later change (React may mount a scope twice) starts afresh. */
    dispose() {
      text = '';
      host = null;
      panels.clear();
      sync();
    },
  };
}
