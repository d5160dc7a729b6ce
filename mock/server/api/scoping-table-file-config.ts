// Scope rows of the storage configurations and the file edit log (issue 26): both forms, for an
// administrator of the form; each organisation's default storage is seeded with the id of its
// place (mock/data/storage-configs.ts), which another organisation's administrator tries to
// change, delete and make the default. See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import { bothForms, seedRecordOf } from './scoping-table-profiles';
import type { Call, Form, ScopeTable } from './scoping-types';

const STORAGES = '/hfle/v1[/:tid]/storage-configs';
const STORAGE = {
  storageType: 'MINIO',
  endPoint: 'http://probe.example:9000',
  accessKeyId: 'probe',
  accessKeySecret: 'probe-secret',
};

const ref = (storageConfigId: number): Call => ({
  body: { storageConfigId, objectVersionNumber: 1 },
});
const change = (storageConfigId: number): Call => ({
  body: { ...STORAGE, storageConfigId, objectVersionNumber: 1 },
});
const own = (call: (id: number) => Call) => (c: Caller, form: Form) => call(seedRecordOf(c, form));

export const fileConfigScopes: ScopeTable = {
  ...bothForms(STORAGES, 'GET', () => ({})),
  ...bothForms(STORAGES, 'POST', (c, form) => ({
    body: { ...STORAGE, storageCode: 'PROBE', ...(form === 'site' && { tenantId: c.tenantId }) },
  })),
  ...bothForms(STORAGES, 'PUT', own(change), change),
  // the own record is its organisation's default, which is never deleted
  ...bothForms(STORAGES, 'DELETE', own(ref), ref, false),
  ...bothForms(`${STORAGES}/default`, 'PUT', own(ref), ref),
  ...bothForms('/hfle/v1[/:tid]/file-edit-logs', 'GET', () => ({})),
};
