/**
 * Before-remove hooks (spec section 4 "Tabs"): a page with unsaved input registers a hook for its
 * tab key; closing that tab first asks the hook, which may show a confirm and resolve true (close)
 * or false (keep the tab). Only the first hook registered for a key is kept, as the spec says, so
 * a page registering again (e.g. on every render) does not replace it.
 */
import { askInTurn } from '@polaris/core/session/renew/renewal';

export type BeforeRemoveHook = () => boolean | Promise<boolean>;

/** A page's unsaved input as plain data, kept as a draft when a kick-off ends the session. */
export type DraftProvider = () => unknown;

export interface BeforeRemoveRegistry {
  /**
   * Registers `hook` for the tab `key` unless that key already has one. The returned function
   * removes the hook, and only that hook: a later page's hook for the same key stays.
   */
  register(key: string, hook: BeforeRemoveHook): () => void;
  /**
   * The keys that may be removed, in the given order. Keys without a hook may; a hook allows
   * unless it returns false, throws or rejects. Hooks are asked one after the other so that two
   * pages never show their confirms at the same time.
   */
  canRemove(keys: string[]): Promise<string[]>;
  /**
   * Whether every page of `keys` may go at once (a scope switch, signing out): asked in turn,
   * the first veto ends the asking, since the user has decided to stay.
   */
  mayLeaveAll(keys: string[]): Promise<boolean>;
  /** Drops the hooks of removed tabs, so a tab opened later under the same key starts clean. */
  forget(keys: string[]): void;
  /** Whether any page of `keys` holds unsaved input (has a hook). */
  anyUnsaved(keys: string[]): boolean;
  /**
   * Registers how the page of tab `key` describes its unsaved input (the latest registration
   * wins); the returned function removes it, and only it.
   */
  keepDraft(key: string, provider: DraftProvider): () => void;
  /** The drafts of the pages of `keys` that hold unsaved input; a failing page gives none. */
  draftsOf(keys: string[]): Record<string, unknown>;
}

export function createBeforeRemoveRegistry(): BeforeRemoveRegistry {
  const hooks = new Map<string, BeforeRemoveHook>();
  const drafts = new Map<string, DraftProvider>();

  async function allows(hook: BeforeRemoveHook): Promise<boolean> {
    try {
      return (await hook()) !== false;
    } catch (error) {
      console.error('[tabs] a before-remove hook failed; the tab stays', error);
      return false;
    }
  }

  return {
    register(key, hook) {
      if (hooks.has(key)) return () => {}; // ignored, so there is nothing to remove
      hooks.set(key, hook);
      return () => {
        if (hooks.get(key) === hook) hooks.delete(key);
      };
    },
    async canRemove(keys) {
      const allowed: string[] = [];
      for (const key of keys) {
        const hook = hooks.get(key);
        if (!hook || (await allows(hook))) allowed.push(key);
      }
      return allowed;
    },
    mayLeaveAll(keys) {
      const asked = keys.flatMap((key) => {
        const hook = hooks.get(key);
        return hook ? [() => allows(hook)] : [];
      });
      return askInTurn(asked);
    },
    forget(keys) {
      for (const key of keys) {
        hooks.delete(key);
        drafts.delete(key);
      }
    },
    anyUnsaved: (keys) => keys.some((key) => hooks.has(key)),
    keepDraft(key, provider) {
      drafts.set(key, provider);
      return () => {
        if (drafts.get(key) === provider) drafts.delete(key);
      };
    },
    draftsOf(keys) {
      const kept: Record<string, unknown> = {};
      for (const key of keys) {
        const provider = hooks.has(key) ? drafts.get(key) : undefined;
        if (!provider) continue;
        try {
          kept[key] = provider();
        } catch (error) {
          console.error('[tabs] a page could not describe its unsaved input', error);
        }
      }
      return kept;
    },
  };
}

/** The registry the container's global model consults unless it is given another one. */
export const beforeRemoveHooks: BeforeRemoveRegistry = createBeforeRemoveRegistry();

export function registerBeforeRemove(key: string, hook: BeforeRemoveHook): () => void {
  return beforeRemoveHooks.register(key, hook);
}

export function canRemove(keys: string[]): Promise<string[]> {
  return beforeRemoveHooks.canRemove(keys);
}

export function mayLeaveAll(keys: string[]): Promise<boolean> {
  return beforeRemoveHooks.mayLeaveAll(keys);
}
