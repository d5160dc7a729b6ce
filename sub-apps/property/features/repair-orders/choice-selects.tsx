/**
 * The pickers of the repair order dialogs, each loaded from the gateway: a house of the tenant
 * (for a new order) and a repair worker of the tenant (to dispatch to). Form controls; their
 * values are the ids as text (the kit's required rule checks text).
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchHouseOptions } from './api/fetch-house-options';
import { fetchWorkers } from './api/fetch-workers';

export interface ChoiceSelectProps {
  value?: string;
  onChange?(id: string): void;
  id?: string;
}

export function HouseSelect(props: ChoiceSelectProps) {
  const houses = useQuery({
    queryKey: ['wuye', 'repair-orders', 'houses'],
    queryFn: fetchHouseOptions,
  });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={houses.isLoading}
      options={(houses.data ?? []).map((house) => ({
        value: house.houseId,
        label: house.houseName,
      }))}
    />
  );
}

export function WorkerSelect(props: ChoiceSelectProps) {
  const workers = useQuery({ queryKey: ['wuye', 'workers'], queryFn: fetchWorkers });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={workers.isLoading}
      options={(workers.data ?? []).map((worker) => ({
        value: String(worker.workerId),
        label: `${worker.workerName} (${worker.trade})`,
      }))}
    />
  );
}
