/** The labels a role carries: a multiple choice of the enabled ROLE labels (a form control). */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchRoleLabels } from './api/fetch-role-labels';

export interface LabelSelectProps {
  value?: string[];
  onChange?: (labels: string[]) => void;
  id?: string;
}

export function LabelSelect({ value, onChange, id }: LabelSelectProps) {
  const labels = useQuery({ queryKey: ['hiam', 'role-labels'], queryFn: fetchRoleLabels });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={labels.isLoading}
      value={value}
      onChange={onChange}
      options={(labels.data ?? []).map((name) => ({ value: name, label: name }))}
    />
  );
}
