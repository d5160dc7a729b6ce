/**
 * /mes/routing: the organisation's routings (routings-resource.tsx); "Operations" opens a
 * routing's operations in a drawer to reorder and edit them (OperationsDrawer).
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { RoutingDto } from '@polaris/core/services/production/orders-types';
import { useState } from 'react';
import { OperationsDrawer } from './OperationsDrawer';
import { routingsResource } from './routings-resource';

export default function RoutingsPage() {
  const [open, setOpen] = useState<RoutingDto | null>(null);
  return (
    <ResourcePage
      resource={routingsResource}
      onAction={{ operations: setOpen }}
      below={open && <OperationsDrawer routing={open} onClose={() => setOpen(null)} />}
    />
  );
}
