/**
 * The house form's owner choice (optional, by name and phone), by id. A form control; its project
 * choice is the projects feature's.
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchOwnerChoices } from './api/fetch-owner-choices';

export interface OwnerSelectProps {
  value?: number;
  onChange?(id: number | undefined): void;
  id?: string;
}

export function OwnerSelect(props: OwnerSelectProps) {
  const owners = useQuery({ queryKey: ['wuye', 'owners', 'choices'], queryFn: fetchOwnerChoices });
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={owners.isLoading}
      options={(owners.data?.content ?? []).map((owner) => ({
        value: owner.ownerId,
        label: `${owner.ownerName} ${owner.phone}`,
      }))}
    />
  );
}
