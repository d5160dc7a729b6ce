/**
 * How a page protects unsaved input from being thrown away. Inside the shell, closing the page's
 * tab asks the page first (the hook may ask the user); alone or in a foreign host, leaving the
 * page (reload, close) shows the browser's own prompt while the input is unsaved.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

export type LeaveConfirm = () => boolean | Promise<boolean>;
type RegisterGuard = (confirm: LeaveConfirm) => () => void;

const LeaveGuardContext = createContext<RegisterGuard | null>(null);

export function LeaveGuardProvider(props: { register: RegisterGuard; children: ReactNode }) {
  return (
    <LeaveGuardContext.Provider value={props.register}>{props.children}</LeaveGuardContext.Provider>
  );
}

function browserGuard(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}

/** While `dirty`, leaving the page needs `confirm()` to resolve true. */
export function useLeaveGuard(dirty: boolean, confirm: LeaveConfirm): void {
  const register = useContext(LeaveGuardContext);
  const latest = useRef(confirm);
  latest.current = confirm;
  useEffect(() => {
    if (!dirty) return undefined;
    return register ? register(() => latest.current()) : browserGuard();
  }, [dirty, register]);
}
