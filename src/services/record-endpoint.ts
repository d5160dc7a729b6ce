/**
 * A gateway's record endpoint with the usual HZERO verbs beside its list: POST creates a record,
 * PUT (the body carrying the record's id and version) changes one, DELETE (a body of the id and
 * version) removes one. Each answers what it saved.
 *
 *     const servers = recordEndpoint<EmailServerDto, EmailServerSave>('message', 'tenant',
 *       'email/servers', 'serverId');
 *     await servers.save({ serverCode: 'MAIL', … });         // POST (no serverId)
 *     await servers.remove({ serverId: 3, objectVersionNumber: 2 });
 */
import { request } from '../request/client';
import { v1, type CallOptions, type PublicScope } from './shared';
import type { GatewayServices } from '../config/runtime';

export interface RecordEndpoint<T, S extends object> {
  /** Creates (no id in the record) or changes (with its id and version) a record. */
  save(record: S, options?: CallOptions): Promise<T>;
  /** Removes a record by its id and version (a stale version is refused). */
  remove(record: { objectVersionNumber?: number }, options?: CallOptions): Promise<unknown>;
}

export function recordEndpoint<T, S extends object>(
  service: keyof GatewayServices,
  scope: PublicScope,
  path: string,
  idField: keyof S & string,
): RecordEndpoint<T, S> {
  const url = () => v1(service, scope, path);
  return {
    save: (record, options) =>
      request<T>(url(), {
        method: record[idField] === undefined ? 'POST' : 'PUT',
        data: record,
        ...options,
      }),
    remove: (record, options) =>
      request(url(), {
        method: 'DELETE',
        data: {
          [idField]: (record as Record<string, unknown>)[idField],
          objectVersionNumber: record.objectVersionNumber,
        },
        ...options,
      }),
  };
}
