/**
 * `GET {iam}/hzero/v1{tenantPrefix}/audit-logins`: a page of the sign-in log, newest first (a
 * platform administrator: every sign-in; an organisation's role: its organisation's).
 */
import { fetchPage } from '@polaris/core/request/fetch-page';
import type { LoginAuditDto, LoginAuditQuery } from '@polaris/core/services/iam/identity-types';
import type { ListEndpoint } from '@polaris/core/services/list-endpoint';
import { gateway } from '@polaris/core/services/shared';

const url = () => `${gateway().iam}/hzero/v1{tenantPrefix}/audit-logins`;

export const fetchLoginAudits: ListEndpoint<LoginAuditDto, LoginAuditQuery> = Object.assign(
  (query?: LoginAuditQuery, options?: Parameters<ListEndpoint<LoginAuditDto>>[1]) =>
    fetchPage<LoginAuditDto>(url(), query ?? {}, options),
  { url },
);
