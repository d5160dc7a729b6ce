/**
 * A plan's work orders in a drawer over the Production Plans page: the kit's list of that plan's
 * work orders, with their status steps and "Create" making a new one of this plan (its task goes
 * onto the plan's Gantt chart).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { workOrdersResource } from './work-orders-resource';

export interface PlanWorkOrdersDrawerProps {
  plan: ProductionPlanDto;
  onClose(): void;
}

export function PlanWorkOrdersDrawer({ plan, onClose }: PlanWorkOrdersDrawerProps) {
  const { t } = useIntl();
  const resource = useMemo(() => workOrdersResource(plan), [plan]);
  const title = t('mes.workOrder.ofPlan', { code: plan.planCode });
  return (
    <Drawer open width={960} title={title} onClose={onClose}>
      <ResourcePage resource={resource} bare caption={title} />
    </Drawer>
  );
}
