/**
 * A tiny stand-in for `document` in node unit tests (no jsdom): elements record their
 * attributes, children and calls, and the test fires `load`/`error` itself.
 */
import type { DocumentLike, ElementLike, FormElementLike } from '../../src/request/dom';

export class FakeElement implements FormElementLike {
  readonly attributes: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  clicks = 0;
  submits = 0;
  private readonly listeners = new Map<string, Array<() => void>>();

  constructor(
    readonly tagName: string,
    private readonly owner: FakeDocument,
  ) {}

  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
    if (name === 'id') this.owner.byId.set(value, this);
  }

  appendChild(child: ElementLike): unknown {
    const node = child as FakeElement;
    node.parent = this;
    this.children.push(node);
    return node;
  }

  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
    const id = this.attributes.id;
    if (id && this.owner.byId.get(id) === this) this.owner.byId.delete(id);
  }

  addEventListener(type: 'load' | 'error', listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** Test side: the browser finished (or failed) loading this element. */
  fire(type: 'load' | 'error'): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  click(): void {
    this.clicks += 1;
  }

  submit(): void {
    this.submits += 1;
  }

  get isAttached(): boolean {
    return this.parent !== null;
  }
}

export class FakeDocument implements DocumentLike {
  readonly byId = new Map<string, FakeElement>();
  readonly created: FakeElement[] = [];
  readonly body: FakeElement;
  readonly head: FakeElement;

  constructor() {
    this.body = new FakeElement('body', this);
    this.head = new FakeElement('head', this);
  }

  createElement(tagName: string): FakeElement {
    const element = new FakeElement(tagName.toLowerCase(), this);
    this.created.push(element);
    return element;
  }

  getElementById(id: string): FakeElement | null {
    return this.byId.get(id) ?? null;
  }

  /** Elements of a tag created so far, attached or not. */
  all(tagName: string): FakeElement[] {
    return this.created.filter((element) => element.tagName === tagName);
  }
}
