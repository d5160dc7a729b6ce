/**
 * `POST {message}/v1[/{organizationId}]/message/templates` creates a template; `PUT` with the id
 * and version changes one (never its code). Answers the saved template.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { MessageTemplateDto, MessageTemplateSave } from '@polaris/core/services/message/types';
import type { TemplateScope } from './fetch-templates';

export function saveTemplate(
  scope: TemplateScope,
  template: MessageTemplateSave,
  options?: CallOptions,
): Promise<MessageTemplateDto> {
  return request<MessageTemplateDto>(v1('message', scope, 'message/templates'), {
    method: template.templateId === undefined ? 'POST' : 'PUT',
    data: template,
    ...options,
  });
}
