/**
 * A tiny stand-in for the Vue runtime a host page provides on `window.Vue`, in the two styles
 * src/micro/vue-page.ts understands: Vue 2 (a constructor with $mount, $forceUpdate, $destroy;
 * $mount replaces the element it is given, $destroy leaves the DOM in place, as Vue 2 does) and
 * Vue 3 (createApp(component, props) with mount and unmount). Its components are
 * `fakeVueComponent(name, text)`: a paragraph whose text is made from the props.
 */
export interface FakeVueComponent {
  name: string;
  text(props: Readonly<Record<string, unknown>>): string;
}

export function fakeVueComponent(
  name: string,
  text: FakeVueComponent['text'] = () => name,
): FakeVueComponent {
  return { name, text };
}

export interface FakeVue {
  /** What goes on window.Vue. */
  runtime: unknown;
  /** Instances (Vue 2) or apps (Vue 3) mounted and not yet destroyed. */
  live(): number;
  /** Every render, in order: the component's name and the props it got. */
  renders: Array<{ name: string; props: Record<string, unknown> }>;
}

function paragraph(
  document: Document,
  renders: FakeVue['renders'],
  vnode: { component: FakeVueComponent; props: Record<string, unknown> },
): HTMLElement {
  renders.push({ name: vnode.component.name, props: vnode.props });
  const element = document.createElement('p');
  element.dataset.vue = vnode.component.name;
  element.textContent = vnode.component.text(vnode.props);
  return element;
}

export function fakeVue2(): FakeVue {
  const renders: FakeVue['renders'] = [];
  const state = { live: 0 };
  type Render = (h: (component: FakeVueComponent, data: { props: object }) => unknown) => unknown;
  class Vue {
    $el?: HTMLElement;
    private destroyed = false;
    constructor(private readonly options: { render: Render }) {}
    private draw(): HTMLElement {
      const vnode = this.options.render((component, data) => ({ component, props: data.props }));
      return paragraph(document, renders, vnode as Parameters<typeof paragraph>[2]);
    }
    $mount(element: Element) {
      this.$el = this.draw();
      element.replaceWith(this.$el);
      state.live += 1;
      return this;
    }
    $forceUpdate() {
      if (this.destroyed || !this.$el) return;
      const next = this.draw();
      this.$el.replaceWith(next);
      this.$el = next;
    }
    $destroy() {
      if (this.destroyed) return;
      this.destroyed = true;
      state.live -= 1;
    }
  }
  return { runtime: Vue, live: () => state.live, renders };
}

export function fakeVue3(): FakeVue {
  const renders: FakeVue['renders'] = [];
  const state = { live: 0 };
  const runtime = {
    createApp(component: FakeVueComponent, props: Record<string, unknown> = {}) {
      let host: Element | undefined;
      return {
        mount(element: Element) {
          host = element;
          element.replaceChildren(paragraph(document, renders, { component, props }));
          state.live += 1;
        },
        unmount() {
          if (!host) return;
          host.replaceChildren();
          host = undefined;
          state.live -= 1;
        },
      };
    },
  };
  return { runtime, live: () => state.live, renders };
}

/** Puts the runtime on window.Vue for one test; call the result (afterEach) to take it away. */
export function provideWindowVue(fake: FakeVue): () => void {
  Object.defineProperty(window, 'Vue', { value: fake.runtime, configurable: true });
  return () => {
    delete (window as { Vue?: unknown }).Vue;
  };
}

/** Both runtime styles, for `describe.each`. */
export const VUE_STYLES: ReadonlyArray<[string, () => FakeVue]> = [
  ['Vue 2', fakeVue2],
  ['Vue 3', fakeVue3],
];

/**
 * In a describe block: a fresh fake on window.Vue before each test, taken away after it. Returns
 * the current test's fake.
 */
export function withWindowVue(makeVue: () => FakeVue): () => FakeVue {
  const current: { vue?: FakeVue; takeAway?: () => void } = {};
  beforeEach(() => {
    current.vue = makeVue();
    current.takeAway = provideWindowVue(current.vue);
  });
  afterEach(() => current.takeAway?.());
  return () => current.vue as FakeVue;
}
