// The OAuth clients the authorisation page serves (/iam/hzero/v1/clients): created and edited on
// the Clients page, read by the sign-in (is the client known and enabled, may it use the implicit
// grant, is the redirect address one of its own, how long its tokens live). Every redirect
// address passes the product's one address check (src/security/addresses.ts). reset() restores
// the seed, its path addresses registered on the gateway's own origins (`useOrigins`).
import { PRODUCT_CLIENT, seedClients, type SeedClient } from '../../data/oauth-clients';
import { checkRedirectAddress } from '../../../src/security/addresses';
import {
  CLIENT_LIMITS,
  CLIENT_NAME,
  GRANT_TYPES,
  joinList,
  splitList,
  type OAuthClientDto,
  type OAuthClientSave,
} from '../../../src/services/iam/client-types';
import type { Sent } from '../types';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';

export interface StoredClient {
  id: number;
  name: string;
  grantTypes: string[];
  redirectUris: string[];
  accessTokenValidity: number;
  refreshTokenValidity: number;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** A seed address: a path is registered on every own origin, anything else as it is. */
function resolveSeed(uri: string, origins: readonly string[]): string[] {
  return uri.startsWith('/') ? origins.map((origin) => new URL(uri, origin).href) : [uri];
}

function fromSeed(seed: SeedClient, origins: readonly string[]): StoredClient {
  return {
    id: seed.id,
    name: seed.name,
    grantTypes: [...seed.authorizedGrantTypes],
    redirectUris: seed.redirectUris.flatMap((uri) => resolveSeed(uri, origins)),
    accessTokenValidity: seed.accessTokenValidity,
    refreshTokenValidity: seed.refreshTokenValidity,
    enabledFlag: seed.enabledFlag,
    objectVersionNumber: 1,
  };
}

/** The grant types of a save, each one Spring's; undefined when absent. */
function readGrantTypes(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const list = splitList(text);
  const unknown = list.find((grant) => !(GRANT_TYPES as readonly string[]).includes(grant));
  if (unknown) {
    throw invalid(
      `authorizedGrantTypes 不支持 ${unknown}`,
      `authorizedGrantTypes: ${unknown} is not a grant type (${GRANT_TYPES.join(', ')})`,
    );
  }
  if (list.length === 0) {
    throw invalid('authorizedGrantTypes 不能为空', 'authorizedGrantTypes must not be empty');
  }
  return [...new Set(list)];
}

/** The redirect addresses of a save, each passing the address check; undefined when absent. */
export function readRedirectUris(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const list = splitList(text);
  if (list.length > CLIENT_LIMITS.redirectUris) {
    throw invalid(
      `webServerRedirectUri 最多 ${CLIENT_LIMITS.redirectUris} 个地址`,
      `webServerRedirectUri holds at most ${CLIENT_LIMITS.redirectUris} addresses`,
    );
  }
  return [
    ...new Set(
      list.map((uri) => {
        const check = checkRedirectAddress(uri);
        if (!check.ok) {
          throw invalid(
            `webServerRedirectUri 中的 ${uri} 不是允许的重定向地址（${check.reason}）`,
            `webServerRedirectUri: ${uri} is not an allowed redirect address (${check.reason})`,
          );
        }
        return check.url;
      }),
    ),
  ];
}

function readValidity(field: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const { minValidity: min, maxValidity: max } = CLIENT_LIMITS;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${field} 必须在 ${min}–${max} 秒之间`, `${field} must be ${min}–${max} seconds`);
  }
  return value;
}

/** The product signs in through its own client: it stays enabled, implicit, with an address. */
function keepsProductWorking(client: StoredClient): void {
  if (
    client.enabledFlag === 1 &&
    client.grantTypes.includes('implicit') &&
    client.redirectUris.length > 0
  ) {
    return;
  }
  throw new AdminFailure(
    'error.client.product_client',
    {
      zh_CN: `${PRODUCT_CLIENT} 是本产品登录所用的客户端：必须保持启用、允许 implicit 并至少有一个重定向地址`,
      en_US: `${PRODUCT_CLIENT} is the client this product signs in with: it must stay enabled, allow implicit and keep a redirect address`,
    },
    'warn',
  );
}

export class ClientStore {
  private clients: StoredClient[] = [];
  private origins: string[] = [];
  private nextId = 1;

  constructor() {
    this.reset();
  }

  /** The gateway's own origins (and those it trusts): where the seed's path addresses live. */
  useOrigins(origins: readonly string[]): void {
    this.origins = [...new Set(origins)];
    this.reset();
  }

  reset(): void {
    this.clients = seedClients.map((seed) => fromSeed(seed, this.origins));
    this.nextId = Math.max(...this.clients.map((c) => c.id)) + 1;
  }

  list(): readonly StoredClient[] {
    return this.clients;
  }

  byName(name: string): StoredClient | undefined {
    return this.clients.find((client) => client.name === name);
  }

  create(save: OAuthClientSave): StoredClient {
    const name = save.name?.trim() ?? '';
    if (!name) throw invalid('name 必填', 'name is required');
    if (name.length > CLIENT_LIMITS.name || !CLIENT_NAME.test(name)) {
      throw invalid(
        `name 只能包含字母、数字、.、_ 和 -（最多 ${CLIENT_LIMITS.name} 个字符）`,
        `name may hold letters, digits, ., _ and - only (at most ${CLIENT_LIMITS.name} characters)`,
      );
    }
    if (this.byName(name)) {
      throw new AdminFailure('error.client.name_exists', {
        zh_CN: `客户端 ${name} 已存在`,
        en_US: `A client named ${name} already exists`,
      });
    }
    const client: StoredClient = {
      id: this.nextId++,
      name,
      grantTypes: readGrantTypes(save.authorizedGrantTypes ?? '') ?? [],
      redirectUris: readRedirectUris(save.webServerRedirectUri ?? '') ?? [],
      accessTokenValidity: readValidity('accessTokenValidity', save.accessTokenValidity) ?? 3600,
      refreshTokenValidity:
        readValidity('refreshTokenValidity', save.refreshTokenValidity) ?? 86400,
      enabledFlag: save.enabledFlag ?? 1,
      objectVersionNumber: 1,
    };
    this.clients.push(client);
    return client;
  }

  /** Saves the fields present when the version matches; the name cannot change. */
  update(save: OAuthClientSave & { id: number; objectVersionNumber: number }): StoredClient {
    const client = this.clients.find((c) => c.id === save.id);
    if (!client) throw notFound(`客户端 ${save.id} 不存在`, `Client ${save.id} does not exist`);
    checkVersion(client, save.objectVersionNumber);
    if (save.name !== undefined && save.name.trim() !== client.name) {
      throw new AdminFailure('error.client.name_fixed', {
        zh_CN: `客户端名称不能修改（${client.name}）`,
        en_US: `A client's name cannot be changed (${client.name})`,
      });
    }
    const next: StoredClient = {
      ...client,
      grantTypes: readGrantTypes(save.authorizedGrantTypes) ?? client.grantTypes,
      redirectUris: readRedirectUris(save.webServerRedirectUri) ?? client.redirectUris,
      accessTokenValidity:
        readValidity('accessTokenValidity', save.accessTokenValidity) ?? client.accessTokenValidity,
      refreshTokenValidity:
        readValidity('refreshTokenValidity', save.refreshTokenValidity) ??
        client.refreshTokenValidity,
      enabledFlag: save.enabledFlag ?? client.enabledFlag,
      objectVersionNumber: client.objectVersionNumber + 1,
    };
    if (client.name === PRODUCT_CLIENT) keepsProductWorking(next);
    Object.assign(client, next);
    return client;
  }
}

export type ClientRow = Sent<
  OAuthClientDto,
  { organizationId: number; scope: string; _token?: never }
>;

/** A client as `/iam/hzero/v1/clients` answers it (HZERO's comma-separated fields). */
export function clientRow(client: StoredClient): ClientRow {
  return {
    id: client.id,
    name: client.name,
    organizationId: 0,
    authorizedGrantTypes: joinList(client.grantTypes),
    webServerRedirectUri: joinList(client.redirectUris),
    accessTokenValidity: client.accessTokenValidity,
    refreshTokenValidity: client.refreshTokenValidity,
    scope: 'default',
    enabledFlag: client.enabledFlag,
    objectVersionNumber: client.objectVersionNumber,
  };
}
