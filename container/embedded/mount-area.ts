/**
 * Where the embedded shell lives in the host page: the element (or shadow root, when the host
 * mounts us with qiankun's strictStyleIsolation) qiankun gives us, our root element in it, and a
 * popup container beside the root for dialogs, dropdowns and notices.
 */

export const EMBEDDED_CLASS = 'polaris-embedded';

export interface MountArea {
  /** What qiankun gave us: the wrapper element, or its shadow root. */
  container: HTMLElement | ShadowRoot;
  /** Our React root (the `#root` of our HTML). */
  root: HTMLElement;
  /** Dialogs, dropdowns, tooltips and notices (inside the isolated area). */
  popups: HTMLElement;
  /** Removes what we added to the host's DOM. */
  remove(): void;
}

export function createMountArea(container: HTMLElement | ShadowRoot | undefined): MountArea {
  if (!container) throw new Error('polaris-container mount: qiankun gave no container');
  const root = container.querySelector<HTMLElement>('#root');
  if (!root) throw new Error('polaris-container mount: no #root in the container');
  root.classList.add(EMBEDDED_CLASS);
  const popups = document.createElement('div');
  popups.className = EMBEDDED_CLASS;
  popups.dataset.polarisPopups = '';
  container.appendChild(popups);
  if (!(container instanceof ShadowRoot)) {
    // the host did not isolate us: our styles apply to its page and its styles to ours
    console.warn(
      '[polaris] polaris-container mounted without strictStyleIsolation: styles are not isolated',
    );
  }
  return {
    container,
    root,
    popups,
    remove() {
      popups.remove();
      root.classList.remove(EMBEDDED_CLASS);
    },
  };
}
