/**
 * How a sub-app page opens another page: inside the shell it opens a tab; alone or in a foreign
 * host it navigates its own router. Pages call usePageNavigation() and never care which.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

type OpenPage = (path: string) => void;

const PageNavigationContext = createContext<OpenPage | null>(null);

export function PageNavigationProvider({
  open,
  children,
}: {
  open: OpenPage;
  children: ReactNode;
}) {
  return <PageNavigationContext.Provider value={open}>{children}</PageNavigationContext.Provider>;
}

export function usePageNavigation(): { open: OpenPage } {
  const fromShell = useContext(PageNavigationContext);
  const navigate = useNavigate();
  return { open: fromShell ?? ((path) => navigate(path)) };
}
