/**
 * The plan a new work order belongs to: the organisation's plans (code and name), searchable.
 * A form control; its value is the plan id as text (the kit's required rule checks text).
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchPlanChoices } from './api/fetch-plan-choices';

export interface PlanSelectProps {
  value?: string;
  onChange?(planId: string): void;
  id?: string;
  disabled?: boolean;
}

export function PlanSelect(props: PlanSelectProps) {
  const plans = useQuery({
    queryKey: ['mes', 'plans', 'choices'],
    queryFn: () => fetchPlanChoices({ size: 200, sort: 'planCode,asc' }),
  });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={plans.isLoading}
      options={(plans.data?.content ?? []).map((plan) => ({
        value: String(plan.planId),
        label: `${plan.planCode} ${plan.planName}`,
      }))}
    />
  );
}
