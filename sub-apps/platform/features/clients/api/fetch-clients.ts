/** `GET {iam}/hzero/v1/clients` (site level): a page of OAuth clients, by name and status. */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type { OAuthClientDto, OAuthClientQuery } from '@polaris/core/services/iam/client-types';

export const fetchClients = iamHzeroList<OAuthClientDto, OAuthClientQuery>('site', 'clients');
