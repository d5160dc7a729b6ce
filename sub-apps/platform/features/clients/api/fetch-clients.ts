/** `GET {iam}/hzero/v1/clients` (site level): a page of OAuth clients, by name and status. */
import { hzeroListEndpoint } from '@polaris/core/services/iam/hzero-list';
import type { OAuthClientDto, OAuthClientQuery } from '@polaris/core/services/iam/client-types';

export const fetchClients = hzeroListEndpoint<OAuthClientDto, OAuthClientQuery>('clients');
