/**
 * A choice of the organisation's enabled projects (by code and name), by id: the project of a
 * house, of a charge standard. A form control.
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchProjectChoices } from './api/fetch-project-choices';

export interface ProjectSelectProps {
  value?: number;
  onChange?(id: number | undefined): void;
  id?: string;
}

export function ProjectSelect(props: ProjectSelectProps) {
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
        value: project.projectId,
        label: `${project.projectCode} ${project.projectName}`,
      }))}
    />
  );
}
