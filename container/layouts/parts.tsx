/** Small pieces the layouts share. */
import { Skeleton } from 'antd';

export function Logo() {
  return <div className="polaris-logo">Polaris</div>;
}

/** Stands in for a menu until it has loaded. */
export function MenuSkeleton() {
  return <Skeleton active style={{ padding: 16 }} />;
}
