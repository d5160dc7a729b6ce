/**
 * Signing in again without leaving the page (issue 19). When the session ends while a page
 * holds unsaved input, the app asks the user to sign in again in a window of its own: the
 * question is a runtime part (`renewalOf`), the dialog (`RenewalHost`) shows it, and the
 * session end (`renewInPlace`) waits for the answer. Nothing here runs until a session ends.
 */
import type { Runtime } from '../../runtime/runtime';

/** Who must sign in again, and the scope their work was done under. */
export interface RenewalSubject {
  userId: number;
  loginName: string;
  realName?: string;
  /** The role to be back in once signed in (a new sign-in starts in the default one). */
  roleId?: number;
}

export interface RenewalQuestion {
  subject: RenewalSubject;
  /** The dialog's answer: true once signed in again as the same user, false: declined. */
  answer(renewed: boolean): void;
}

export interface Renewal {
  current(): RenewalQuestion | null;
  subscribe(listener: () => void): () => void;
  /** Shows the question (one at a time) and resolves with the user's answer. */
  ask(subject: RenewalSubject): Promise<boolean>;
  dispose(): void;
}

export function createRenewal(): Renewal {
  const listeners = new Set<() => void>();
  let question: RenewalQuestion | null = null;
  let pending: Promise<boolean> | null = null;
  const emit = () => listeners.forEach((listener) => listener());
  return {
    current: () => question,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask(subject) {
      pending ??= new Promise<boolean>((resolve) => {
        question = {
          subject,
          answer: (renewed) => {
            question = null;
            pending = null;
            emit();
            resolve(renewed);
          },
        };
        emit();
      });
      return pending;
    },
    dispose() {
      question?.answer(false);
      listeners.clear();
    },
  };
}

const RENEWAL = Symbol('polaris.renewal');

/** The runtime's renewal question (created on first use, ended with the runtime). */
export function renewalOf(runtime: Runtime): Renewal {
  return runtime.own(RENEWAL, createRenewal);
}

export interface RenewInPlaceOptions {
  /** Whether any open page holds unsaved input (nothing unsaved: leave as usual). */
  hasUnsavedInput(): boolean;
  /** Declined: the pages ask before their input is thrown away; false: the user stays. */
  mayDiscard(): Promise<boolean>;
  subject(): RenewalSubject | undefined;
}

/**
 * The `renew` session-end handler: while the user keeps unsaved input, ask them to sign in
 * again; if they decline, their pages ask before anything is thrown away, and a page that keeps
 * its input brings the question back.
 */
export function renewInPlace(
  runtime: Runtime,
  options: RenewInPlaceOptions,
): () => Promise<boolean> {
  return async () => {
    const subject = options.subject();
    if (!subject || !options.hasUnsavedInput()) return false;
    for (;;) {
      if (runtime.disposed) return false;
      if (await renewalOf(runtime).ask(subject)) return true;
      if (await options.mayDiscard()) return false;
    }
  };
}

/** Asks each confirm in turn; the first that keeps its input ends the asking (false). */
export async function askInTurn(confirms: (() => boolean | Promise<boolean>)[]): Promise<boolean> {
  for (const confirm of confirms) {
    const allowed = await Promise.resolve()
      .then(confirm)
      .catch(() => false);
    if (allowed === false) return false;
  }
  return true;
}
