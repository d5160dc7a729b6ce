/**
 * /mes/plan: the organisation's production plans (the declaration is plans-resource.tsx). Its own
 * behaviour: "Work orders" opens the plan's work orders in a drawer (where new ones are made
 * from the plan), "Open on Gantt" opens the plan's chart in the Gantt Scheduling tab.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { useState } from 'react';
import { PlanWorkOrdersDrawer } from '../work-orders';
import { ganttAddress, plansResource } from './plans-resource';

export default function PlansPage() {
  const { open } = usePageNavigation();
  const [ordersOf, setOrdersOf] = useState<ProductionPlanDto | null>(null);
  return (
    <ResourcePage
      resource={plansResource}
      onAction={{ workOrders: setOrdersOf, gantt: (plan) => open(ganttAddress(plan)) }}
      below={ordersOf && <PlanWorkOrdersDrawer plan={ordersOf} onClose={() => setOrdersOf(null)} />}
    />
  );
}
