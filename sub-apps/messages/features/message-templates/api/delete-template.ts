/**
 * `DELETE {message}/v1[/{organizationId}]/message/templates` with `{ templateId,
 * objectVersionNumber }`: removes one template (a stale version is refused).
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { MessageTemplateDto } from '@polaris/core/services/message/types';
import type { TemplateScope } from './fetch-templates';

export function deleteTemplate(
  scope: TemplateScope,
  {
    templateId,
    objectVersionNumber,
  }: Pick<MessageTemplateDto, 'templateId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<unknown> {
  return request(v1('message', scope, 'message/templates'), {
    method: 'DELETE',
    data: { templateId, objectVersionNumber },
    ...options,
  });
}
