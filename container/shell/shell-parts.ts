/**
 * Small parts of the signed-in shell's life (start-shell.tsx): where modules live, idle work, the
 * page's language.
 */
import { getLanguage, subscribeTexts } from '@polaris/core/i18n/intl';
import { findLanguage } from '@polaris/core/i18n/languages';

/** Screen readers, spelling and hyphenation follow the language the page (or our area) is in. */
export function followLanguage(target: HTMLElement): void {
  const mark = () => {
    target.lang = findLanguage(getLanguage())?.tag ?? '';
  };
  mark();
  subscribeTexts(mark); // a runtime listener: ends with the runtime
}

/** The element the modules the shell mounts are kept in, under `parent`. */
export function createMicroHolder(parent: ParentNode): HTMLElement {
  const holder = document.createElement('div');
  holder.id = 'polaris-micro-apps';
  holder.hidden = true;
  parent.appendChild(holder);
  return holder;
}

/** `run` once the browser is idle; returns the function that cancels it. */
export function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/** How long dispose waits for mounted modules to unmount before it removes their holder. */
const MODULES_RELEASE_MS = 10_000;

/** Resolves once `holder` is empty (every module unmounted and removed), or after `ms`. */
export function modulesReleased(holder: HTMLElement, ms = MODULES_RELEASE_MS): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (holder.childElementCount === 0 || Date.now() - started > ms) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}
