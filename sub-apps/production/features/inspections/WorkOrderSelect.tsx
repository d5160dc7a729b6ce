/**
 * The work order a new inspection is of: the organisation's work orders whose lots may be
 * inspected (STARTED or COMPLETED), by number and item. A form control; its value is the work
 * order's id as text (the kit's required rule checks text).
 */
import type { WorkOrderDto } from '@polaris/core/services/production/orders-types';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchWorkOrderChoices } from './api/fetch-work-order-choices';

/** Work orders whose lots may be inspected: production has begun. */
export const isInspectable = (order: Pick<WorkOrderDto, 'status'>): boolean =>
  order.status === 'STARTED' || order.status === 'COMPLETED';

export interface WorkOrderSelectProps {
  value?: string;
  onChange?(workOrderId: string): void;
  id?: string;
}

export function WorkOrderSelect(props: WorkOrderSelectProps) {
  const orders = useQuery({
    queryKey: ['mes', 'work-orders', 'choices'],
    queryFn: () => fetchWorkOrderChoices({ size: 500, sort: 'workOrderNum,desc' }),
  });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={orders.isLoading}
      options={(orders.data?.content ?? []).filter(isInspectable).map((order) => ({
        value: String(order.workOrderId),
        label: `${order.workOrderNum} ${order.itemCode} (${order.planCode})`,
      }))}
    />
  );
}
