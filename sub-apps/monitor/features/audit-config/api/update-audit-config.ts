/**
 * `PUT {monitor}/v1/audit-data-configs`: switches an entity's auditing on or off (a site-level
 * role holding `hzero.monitor.audit-config.button.edit`, with a current `objectVersionNumber`).
 * Off, its records' changes make no new versions in Audit Data; on again, they do.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  AuditDataConfigDto,
  AuditDataConfigUpdate,
} from '@polaris/core/services/monitor/operation-types';

export function updateAuditConfig(
  update: AuditDataConfigUpdate,
  options?: CallOptions,
): Promise<AuditDataConfigDto> {
  return request<AuditDataConfigDto>(v1('monitor', 'site', 'audit-data-configs'), {
    method: 'PUT',
    data: update,
    ...options,
  });
}
