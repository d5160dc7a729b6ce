/**
 * The few DOM operations the download, JSONP and script helpers need, as structural types: the
 * browser's `document` satisfies them, and unit tests (node, no jsdom) pass a small fake.
 */
export interface ElementLike {
  setAttribute(name: string, value: string): void;
  appendChild(child: ElementLike): unknown;
  remove(): void;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  /** Anchors: start the download. */
  click?(): void;
}

export interface FormElementLike extends ElementLike {
  submit(): void;
}

export interface DocumentLike {
  createElement(tagName: 'form'): FormElementLike;
  createElement(tagName: string): ElementLike;
  getElementById(id: string): ElementLike | null;
  body: ElementLike;
  head: ElementLike;
}

/**
 * The page's document, or undefined outside a browser. The cast only bridges `appendChild`'s
 * signature (`<T extends Node>`): at run time every element we append is a real node.
 */
export function pageDocument(): DocumentLike | undefined {
  return typeof document === 'undefined' ? undefined : (document as unknown as DocumentLike);
}

/** Global object where JSONP callbacks are published (the page's `window`). */
export type CallbackHost = Record<string, unknown>;

export function pageWindow(): CallbackHost {
  return globalThis as unknown as CallbackHost;
}
