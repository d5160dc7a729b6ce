/**
 * A status rule's result on screen, translated: `<StatusBadge view={enabledStatus(flag)} />` (a
 * dot and text) or `<StatusTag view={jobStatus(code)} fallback={code} />` (a coloured tag). In a
 * table column: `render: statusRender(jobStatus)`. Without a status the fallback shows (nothing
 * by default).
 */
import { Badge, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/useIntl';
import type { StatusView } from './status-view';

export interface StatusProps {
  view: StatusView | undefined;
  fallback?: ReactNode;
}

export function StatusBadge({ view, fallback = null }: StatusProps) {
  const { t } = useIntl();
  if (!view) return <>{fallback}</>;
  return <Badge status={view.status} text={t(view.textKey)} />;
}

export function StatusTag({ view, fallback = null }: StatusProps) {
  const { t } = useIntl();
  if (!view) return <>{fallback}</>;
  return <Tag color={view.status}>{t(view.textKey)}</Tag>;
}

/**
 * A column `render` showing `rule(value)`; an unmatched text or number shows as it is (a raw
 * code is better than a blank cell).
 */
export function statusRender<V>(
  rule: (value: V) => StatusView | undefined,
  as: 'badge' | 'tag' = 'badge',
): (value: V) => ReactNode {
  const Shown = as === 'tag' ? StatusTag : StatusBadge;
  function render(value: V): ReactNode {
    const raw = typeof value === 'string' || typeof value === 'number' ? value : null;
    return <Shown view={rule(value)} fallback={raw} />;
  }
  return render;
}
