import { getRuntimeConfig } from '../../config/runtime';
import { request, type RequestOptions } from '../../request/client';
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT,
  DEFAULT_TIME_FORMAT,
  DEFAULT_TIME_ZONE,
} from '../../session/current-session';
import type { SelfUserDto } from './types';

/** The current user as the platform uses it: formats and time zone always present. */
export interface CurrentUser extends SelfUserDto {
  organizationId: number;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  timeZone: string;
}

/** The client takes organizationId from tenantId (hzero-api.md) and fills the format defaults. */
export function toCurrentUser(dto: SelfUserDto): CurrentUser {
  return {
    ...dto,
    organizationId: dto.tenantId,
    dateFormat: dto.dateFormat || DEFAULT_DATE_FORMAT,
    timeFormat: dto.timeFormat || DEFAULT_TIME_FORMAT,
    dateTimeFormat: dto.dateTimeFormat || DEFAULT_DATE_TIME_FORMAT,
    timeZone: dto.timeZone || DEFAULT_TIME_ZONE,
  };
}

/** Call table: `GET {iam}/hzero/v1/users/self` (current user; self returns tenantId). */
export async function fetchCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  const dto = await request<SelfUserDto>(`${getRuntimeConfig().services.iam}/hzero/v1/users/self`, {
    method: 'GET',
    ...options,
  });
  return toCurrentUser(dto);
}
