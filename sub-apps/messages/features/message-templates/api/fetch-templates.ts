/**
 * `GET {message}/v1[/{organizationId}]/message/templates`: a page of message templates, the
 * platform's on the site form, the organisation's own on the tenant form.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  MessageTemplateDto,
  MessageTemplateQuery,
} from '@polaris/core/services/message/types';

export type TemplateScope = 'site' | 'tenant';

export const fetchTemplates: Record<
  TemplateScope,
  ListEndpoint<MessageTemplateDto, MessageTemplateQuery>
> = {
  site: listEndpoint('message', 'site', 'message/templates'),
  tenant: listEndpoint('message', 'tenant', 'message/templates'),
};
