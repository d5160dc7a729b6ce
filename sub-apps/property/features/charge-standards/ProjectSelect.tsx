/**
 * The project a charge standard belongs to: a choice of the organisation's projects. Its value is
 * the project id as text (the kit's form checks a required custom field's value as text).
 */
import { Select } from 'antd';
import { useChargingProjects } from './api/charging-projects';

export function ProjectSelect(props: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const projects = useChargingProjects();
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={projects.isLoading}
      options={(projects.data ?? []).map((project) => ({
        value: String(project.projectId),
        label: project.projectName,
      }))}
    />
  );
}
