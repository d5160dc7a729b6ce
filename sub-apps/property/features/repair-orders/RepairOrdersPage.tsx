/**
 * /wuye/repair-order: the tenant's repair orders (the declaration is repair-orders-resource.tsx).
 * Its own behaviour: Dispatch and Close open their dialogs (repair-dialogs.tsx).
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { RepairOrderDto } from '@polaris/core/services/property/service-types';
import { useState } from 'react';
import { RepairOrderDialog, type RepairDialog } from './repair-dialogs';
import { repairOrdersResource } from './repair-orders-resource';

export default function RepairOrdersPage() {
  const [open, setOpen] = useState<{ order: RepairOrderDto; dialog: RepairDialog } | null>(null);
  return (
    <ResourcePage
      resource={repairOrdersResource}
      onAction={{
        dispatch: (order) => setOpen({ order, dialog: 'dispatch' }),
        close: (order) => setOpen({ order, dialog: 'close' }),
      }}
      below={open && <RepairOrderDialog {...open} onClose={() => setOpen(null)} />}
    />
  );
}
