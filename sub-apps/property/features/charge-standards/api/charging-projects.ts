/** `GET PROP/charge-standard/projects`: the projects a standard may belong to (the form's choice). */
import { useQuery } from '@tanstack/react-query';
import type { ChargingProjectDto } from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function fetchChargingProjects(): Promise<ChargingProjectDto[]> {
  return wyCall<ChargingProjectDto[]>('PROP/charge-standard/projects');
}

export function useChargingProjects() {
  return useQuery({ queryKey: ['wuye', 'charging-projects'], queryFn: fetchChargingProjects });
}
