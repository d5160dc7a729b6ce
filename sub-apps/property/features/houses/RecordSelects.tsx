/**
 * The house form's choices: its project (the organisation's enabled projects, by code and name)
 * and its owner (optional, by name and phone). Form controls; their values are ids as text (the
 * kit's required rule checks text).
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchOwnerChoices } from './api/fetch-owner-choices';
import { fetchProjectChoices } from './api/fetch-project-choices';

export interface ChoiceProps {
  value?: string;
  onChange?(id: string | undefined): void;
  id?: string;
}

export function ProjectSelect(props: ChoiceProps) {
  const projects = useQuery({
    queryKey: ['wuye', 'projects', 'choices'],
    queryFn: fetchProjectChoices,
  });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={projects.isLoading}
      options={(projects.data?.content ?? []).map((project) => ({
        value: String(project.projectId),
        label: `${project.projectCode} ${project.projectName}`,
      }))}
    />
  );
}

export function OwnerSelect(props: ChoiceProps) {
  const owners = useQuery({ queryKey: ['wuye', 'owners', 'choices'], queryFn: fetchOwnerChoices });
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={owners.isLoading}
      options={(owners.data?.content ?? []).map((owner) => ({
        value: String(owner.ownerId),
        label: `${owner.ownerName} ${owner.phone}`,
      }))}
    />
  );
}
