/**
 * Vue pages (spec section 2: a route may be of type vue): a page given as a Vue component (an
 * options object) mounts through the Vue runtime the host page provides on `window.Vue`. The
 * bundle carries no Vue of its own; without one the page cannot show (spec section 8:
 * 'window.Vue is empty').
 *
 * Two runtimes are understood:
 * - Vue 2 (a constructor): `new Vue({ render: (h) => h(component, { props }) }).$mount(el)`,
 *   `$forceUpdate()` after a prop change, `$destroy()` at the end;
 * - Vue 3 (an object with `createApp`): `createApp(component, props).mount(el)`, `unmount()`.
 *   Its root props are fixed when the app is created, so a prop change mounts it afresh.
 */

/** A Vue component: its options object, as the Vue runtime takes it. */
export type VueComponent = object;

export type VueProps = Readonly<Record<string, unknown>>;

type CreateElement = (component: VueComponent, data: { props: VueProps }) => unknown;

interface Vue2Instance {
  $mount(element: Element): Vue2Instance;
  $forceUpdate(): void;
  $destroy(): void;
  /** The root element Vue 2 put in place of the one it was mounted on. */
  $el?: Element;
}

type Vue2Runtime = new (options: { render(h: CreateElement): unknown }) => Vue2Instance;

interface Vue3App {
  mount(element: Element): unknown;
  unmount(): void;
}

interface Vue3Runtime {
  createApp(component: VueComponent, props?: Record<string, unknown>): Vue3App;
}

export type VueRuntime = Vue2Runtime | Vue3Runtime;

/** What a mounted Vue page can be asked to do. */
export interface MountedVuePage {
  /** Shows the page with new props (nothing happens when they are the same). */
  update(props: VueProps): void;
  /** Destroys the Vue instance and empties the element it was mounted in. */
  destroy(): void;
}

/** The host page provides no Vue runtime (`window.Vue` is missing). */
export class VueRuntimeMissingError extends Error {
  constructor() {
    super('window.Vue is empty');
    this.name = 'VueRuntimeMissingError';
  }
}

function isVue3(runtime: unknown): runtime is Vue3Runtime {
  return (
    (typeof runtime === 'object' || typeof runtime === 'function') &&
    runtime !== null &&
    typeof (runtime as Partial<Vue3Runtime>).createApp === 'function'
  );
}

/**
 * The Vue runtime a page provides on `window.Vue` (pass the window, or any object standing for
 * it); throws 'window.Vue is empty' when there is none, and says so when it is not a Vue.
 */
export function vueRuntimeOf(host: object): VueRuntime {
  const runtime: unknown = (host as { Vue?: unknown }).Vue;
  if (runtime === undefined || runtime === null) throw new VueRuntimeMissingError();
  if (isVue3(runtime) || typeof runtime === 'function') return runtime as VueRuntime;
  throw new Error('window.Vue is not a Vue runtime: neither a constructor nor has createApp');
}

function sameProps(a: VueProps, b: VueProps): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Vue 2 replaces the element it mounts on: it gets a child of ours, never the element itself. */
function freshTarget(element: Element): Element {
  element.replaceChildren();
  const target = element.ownerDocument.createElement('div');
  element.append(target);
  return target;
}

function mountVue2(
  Vue: Vue2Runtime,
  element: Element,
  component: VueComponent,
  props: VueProps,
): MountedVuePage {
  const state = { props };
  const vm = new Vue({ render: (h) => h(component, { props: state.props }) });
  vm.$mount(freshTarget(element));
  return {
    update(next) {
      if (sameProps(state.props, next)) return;
      state.props = next;
      vm.$forceUpdate();
    },
    destroy() {
      vm.$destroy();
      vm.$el?.remove(); // Vue 2 leaves its DOM in place
      element.replaceChildren();
    },
  };
}

function mountVue3(
  Vue: Vue3Runtime,
  element: Element,
  component: VueComponent,
  props: VueProps,
): MountedVuePage {
  const start = (current: VueProps) => {
    const app = Vue.createApp(component, { ...current });
    app.mount(freshTarget(element));
    return app;
  };
  const state = { props, app: start(props) };
  return {
    update(next) {
      if (sameProps(state.props, next)) return;
      state.app.unmount();
      state.props = next;
      state.app = start(next);
    },
    destroy() {
      state.app.unmount();
      element.replaceChildren();
    },
  };
}

/** Mounts `component` with `props` inside `element` (which stays ours: Vue renders in a child). */
export function mountVuePage(
  runtime: VueRuntime,
  element: Element,
  component: VueComponent,
  props: VueProps = {},
): MountedVuePage {
  try {
    return isVue3(runtime)
      ? mountVue3(runtime, element, component, props)
      : mountVue2(runtime, element, component, props);
  } catch (error) {
    element.replaceChildren(); // nothing half-mounted stays behind
    throw error;
  }
}
