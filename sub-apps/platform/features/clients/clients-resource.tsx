/**
 * The OAuth clients as a resource: searched by name and status; each with its grant types, its
 * redirect addresses (one per line), the validity of the tokens it gets and its status; created
 * and edited in a dialog whose addresses are checked as typed (client-rules.ts); enabled and
 * disabled (disabling asks first). The gateway's authorisation page serves exactly what is saved.
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import {
  CLIENT_LIMITS,
  CLIENT_NAME,
  GRANT_TYPES,
  joinList,
  splitList,
  type OAuthClientDto,
  type OAuthClientQuery,
} from '@polaris/core/services/iam/client-types';
import { Tag } from 'antd';
import { fetchClients } from './api/fetch-clients';
import { saveClient } from './api/save-client';
import { redirectProblem } from './client-rules';

export const CLIENT_CODES = {
  create: 'hzero.system.client.button.create',
  edit: 'hzero.system.client.button.edit',
};

export interface ClientValues {
  name: string;
  grantTypes: string[];
  redirectUris: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  enabledFlag: boolean;
}

const validity = {
  kind: 'number',
  required: true,
  min: CLIENT_LIMITS.minValidity,
  max: CLIENT_LIMITS.maxValidity,
  message: 'hiam.client.error.validity',
} as const;

const setEnabled = (client: OAuthClientDto, enabledFlag: 0 | 1) =>
  saveClient({ id: client.id, objectVersionNumber: client.objectVersionNumber, enabledFlag });

export const clientsResource = defineResource<OAuthClientDto, OAuthClientQuery, ClientValues>({
  key: ['hiam', 'clients'],
  texts: 'hiam.client',
  endpoint: fetchClients,
  rowKey: 'id',
  search: [
    { name: 'name', span: 8 },
    { name: 'enabledFlag', kind: 'lov', lovCode: 'HPFM.ENABLED_FLAG', span: 8 },
  ],
  columns: [
    { field: 'name', width: 160, kind: 'code', sort: true },
    {
      field: 'authorizedGrantTypes',
      width: 220,
      render: (grants: string, _client, cell) =>
        splitList(grants).map((grant) => (
          <Tag key={grant}>{cell.t(`hiam.client.grant.${grant}`)}</Tag>
        )),
    },
    {
      field: 'webServerRedirectUri',
      width: 300,
      render: (uris: string) =>
        splitList(uris).map((uri) => (
          <div key={uri}>
            <bdi>{uri}</bdi>
          </div>
        )),
    },
    { field: 'accessTokenValidity', width: 130, kind: 'number' },
    { field: 'refreshTokenValidity', width: 130, kind: 'number' },
    { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
  ],
  actions: [
    { key: 'edit', permission: CLIENT_CODES.edit },
    ...enableActions({
      permission: CLIENT_CODES.edit,
      save: setEnabled,
      confirm: {
        title: 'hiam.client.disable.title',
        content: 'hiam.client.disable.content',
        values: (client) => ({ name: client.name }),
        okText: 'hzero.common.kit.action.disable',
      },
    }),
  ],
  form: {
    createTitle: 'hiam.client.create.title',
    createPermission: CLIENT_CODES.create,
    editTitle: 'hiam.client.edit.title',
    titleValues: (client) => ({ name: client.name }),
    width: 640,
    fields: [
      {
        name: 'name',
        required: true,
        maxLength: CLIENT_LIMITS.name,
        pattern: CLIENT_NAME,
        message: 'hiam.client.error.name',
        only: 'create',
      },
      {
        name: 'grantTypes',
        kind: 'select',
        multiple: true,
        required: true,
        options: (t) =>
          GRANT_TYPES.map((grant) => ({ value: grant, label: t(`hiam.client.grant.${grant}`) })),
      },
      { name: 'redirectUris', kind: 'textarea', validate: redirectProblem },
      { name: 'accessTokenValidity', ...validity },
      { name: 'refreshTokenValidity', ...validity },
      { name: 'enabledFlag', kind: 'switch' },
    ],
    initial: (client) => ({
      name: client?.name ?? '',
      grantTypes: client ? splitList(client.authorizedGrantTypes) : ['implicit'],
      redirectUris: splitList(client?.webServerRedirectUri).join('\n'),
      accessTokenValidity: client?.accessTokenValidity ?? 3600,
      refreshTokenValidity: client?.refreshTokenValidity ?? 86400,
      enabledFlag: client ? client.enabledFlag === 1 : true,
    }),
    save: (values, client) =>
      saveClient({
        ...(client
          ? { id: client.id, objectVersionNumber: client.objectVersionNumber }
          : { name: values.name.trim() }),
        authorizedGrantTypes: joinList(values.grantTypes),
        webServerRedirectUri: joinList(splitList(values.redirectUris)),
        accessTokenValidity: values.accessTokenValidity,
        refreshTokenValidity: values.refreshTokenValidity,
        enabledFlag: values.enabledFlag ? 1 : 0,
      }),
  },
});
