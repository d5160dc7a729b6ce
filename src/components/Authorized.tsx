/**
 * A secured view (spec section 5): its content when the authority grants it, else the error
 * content (by default the 403 page). Permission codes go through the one batch (codes the shell
 * granted from the menu answer at once); a function or promise authority is awaited. Nothing of
 * the content renders, and none of its requests go out, before the answer.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Exception } from './Exception';
import { useRuntime } from '../runtime/RuntimeProvider';
import {
  authorityKind,
  checkAuthority,
  requireAuthority,
  type Authority,
} from '../permissions/authority';
import { permissionCheckerOf } from '../permissions/current-checker';
import type { PermissionList } from '../permissions/normalize';
import { usePermission } from '../permissions/usePermission';

type Outcome = 'pending' | 'ok' | 'error';

/**
 * The answer for a function or promise authority (anything else answers 'ok' here). Asked once
 * per mount and scope: a function written inline is a new one on every render, and asking on
 * each would never settle. To ask with another authority, give the view a new key.
 */
function useAwaitedAuthority(authority: Authority, awaited: boolean): Outcome {
  const checker = permissionCheckerOf(useRuntime());
  const latest = useRef(authority);
  latest.current = authority;
  const [outcome, setOutcome] = useState<Outcome>(awaited ? 'pending' : 'ok');
  useEffect(() => {
    if (!awaited) return;
    let live = true;
    setOutcome('pending');
    const answer = checkAuthority(latest.current, async (codes) => {
      return (await checker.decide(codes)).status === 'allowed';
    });
    void Promise.resolve(answer).then((granted) => live && setOutcome(granted ? 'ok' : 'error'));
    return () => {
      live = false;
    };
  }, [awaited, checker]);
  return awaited ? outcome : 'ok';
}

export interface AuthorizedProps {
  authority: Authority;
  children: ReactNode;
  /** Shown when the authority does not grant the view; default the 403 page. */
  noMatch?: ReactNode;
  /** Shown while the answer is awaited; default nothing. */
  pending?: ReactNode;
}

export function Authorized({ authority, children, noMatch, pending = null }: AuthorizedProps) {
  // an unsupported authority is a programming error: thrown while rendering, for the boundary
  const kind = authorityKind(authority);
  const codes = kind === 'codes' ? ([] as string[]).concat(authority as string | string[]) : [];
  const permission = usePermission(kind === 'codes' ? (codes as PermissionList) : undefined);
  const awaited = useAwaitedAuthority(authority, kind === 'function' || kind === 'promise');
  const outcome: Outcome =
    kind !== 'codes'
      ? awaited
      : permission.status === 'pending'
        ? 'pending'
        : permission.status === 'allowed'
          ? 'ok'
          : 'error';
  if (outcome === 'ok') return <>{children}</>;
  if (outcome === 'error') return <>{noMatch ?? <Exception type="403" backHref={null} />}</>;
  return <>{pending}</>;
}

/**
 * A view that can only be shown under an authority: `secured(authority)(View)`. Declaring it
 * without one is refused at once ('authority is required').
 */
export function secured(authority?: Authority, noMatch?: ReactNode) {
  const required = requireAuthority(authority);
  return function <P extends object>(View: ComponentType<P>): ComponentType<P> {
    function SecuredView(props: P) {
      return (
        <Authorized authority={required} noMatch={noMatch}>
          <View {...props} />
        </Authorized>
      );
    }
    SecuredView.displayName = `Secured(${View.displayName ?? View.name ?? 'View'})`;
    return SecuredView;
  };
}
