/** Server HTML on screen, through the one sanitiser (sanitize-html.ts); nothing in it runs. */
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
