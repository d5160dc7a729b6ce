/**
 * qiankun reads an app's lifecycles from its entry at once, but the embedded container's code
 * (its mount area, style cache, memory routing) is needed only when a host mounts us: the
 * lifecycles load it on first use, keeping it out of the standalone shell's first load.
 */
export interface Lifecycles<P> {
  bootstrap(): Promise<void>;
  mount(props: P): Promise<void>;
  update(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
}

/** Lifecycles that load `load`'s on first use; a failed load is tried again next time. */
export function lazyLifecycles<P>(load: () => Promise<Lifecycles<P>>): Lifecycles<P> {
  let loaded: Promise<Lifecycles<P>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    bootstrap: async () => (await get()).bootstrap(),
    mount: async (props) => (await get()).mount(props),
    update: async (props) => (await get()).update(props),
    unmount: async (props) => (await get()).unmount(props),
  };
}
