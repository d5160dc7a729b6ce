/**
 * Secured views (spec section 5): whether an authority lets the current user see something. An
 * authority may be a permission code, a list of codes (any one grants), a function given the
 * way to ask for codes (its answer, or a promise of it, decides), or a promise (resolving
 * grants, rejecting refuses). No authority at all grants; anything else is a programming error.
 * Codes are asked through the one permission batch, so a page's routes and controls cost one
 * request between them.
 */
export type GrantCheck = (codes: string[]) => Promise<boolean>;

export type Authority =
  | string
  | ReadonlyArray<string>
  | ((isGranted: GrantCheck) => boolean | Promise<boolean>)
  | Promise<unknown>
  | null
  | undefined;

export const AUTHORITY_REQUIRED = 'authority is required';
export const UNSUPPORTED_PARAMETERS = 'unsupported parameters';

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export type AuthorityKind = 'none' | 'codes' | 'function' | 'promise';

/** What kind of authority this is; refuses anything that is none of them. */
export function authorityKind(authority: Authority): AuthorityKind {
  if (authority === undefined || authority === null || authority === '') return 'none';
  if (typeof authority === 'string') return 'codes';
  if (Array.isArray(authority)) {
    if (!authority.every((code) => typeof code === 'string' && code)) {
      throw new Error(UNSUPPORTED_PARAMETERS);
    }
    return authority.length === 0 ? 'none' : 'codes';
  }
  if (typeof authority === 'function') return 'function';
  if (isPromise(authority)) return 'promise';
  throw new Error(UNSUPPORTED_PARAMETERS);
}

/** true/false when it can tell at once, else a promise of the answer. */
export function checkAuthority(
  authority: Authority,
  isGranted: GrantCheck,
): boolean | Promise<boolean> {
  switch (authorityKind(authority)) {
    case 'none':
      return true;
    case 'codes':
      return isGranted(typeof authority === 'string' ? [authority] : [...(authority as string[])]);
    case 'function': {
      const answer = (authority as (ask: GrantCheck) => boolean | Promise<boolean>)(isGranted);
      return isPromise(answer) ? answer.then(Boolean) : Boolean(answer);
    }
    default:
      return (authority as Promise<unknown>).then(
        () => true,
        () => false,
      );
  }
}

/** For a view that must declare its authority: refuses a missing one when it is declared. */
export function requireAuthority<A extends Authority>(authority: A | undefined): A {
  if (authority === undefined) throw new Error(AUTHORITY_REQUIRED);
  return authority;
}
