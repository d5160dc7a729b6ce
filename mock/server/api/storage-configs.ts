// /hfle/v1[/{tid}]/storage-configs: where each organisation's uploads go (storage type, code,
// endpoint, domain, access key, bucket prefix). The site form (no {tid}) reaches every
// organisation's, for a site-level role (`?tenantId=` filters; a create names the `tenantId`); the
// tenant form the organisation's own. Both need the page `hzero.file.storage`; writes the button
// codes `hfle.storage-config.button.create|edit|delete|default`. The access key's secret is
// written only (answered as `accessKeySecretSetFlag`; a blank one on a change keeps it).
// `PUT .../storage-configs/default` makes one its organisation's one default, which uploads that
// name no storage go to (files.ts); the default can be neither deleted nor disabled.
import {
  STORAGE_TYPES,
  type StorageConfigDto,
  type StorageConfigSave,
} from '../../../src/services/file/storage-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import type { StoredStorage } from '../file-config/storage-config-store';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, tenantNameOf, tenantNamed } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hfle/v1[/:tid]/storage-configs';
export const STORAGE_PAGE = 'hzero.file.storage';
export const storageButton = (action: 'create' | 'edit' | 'delete' | 'default') =>
  `hfle.storage-config.button.${action}`;
/** A storage code: capitals, digits, `.`, `_` and `-`. */
const STORAGE_CODE = /^[A-Z0-9][A-Z0-9._-]{0,29}$/;

const storageAdmin = formAdmin(
  { site: STORAGE_PAGE, tenant: STORAGE_PAGE },
  t('管理存储配置', 'manage storage configurations'),
  t('管理各组织的存储配置', 'manage every organisation’s storage configurations'),
);

const storages = (ctx: UserContext) => ctx.state.messaging.storageConfigs;

function storageDto(ctx: UserContext, row: StoredStorage, lang: LanguageCode): StorageConfigDto {
  return {
    storageConfigId: row.storageConfigId,
    tenantId: row.tenantId,
    tenantName: tenantNameOf(ctx, row.tenantId, lang),
    storageCode: row.storageCode,
    storageType: row.storageType,
    endPoint: row.endPoint,
    domain: row.domain,
    accessKeyId: row.accessKeyId,
    accessKeySecretSetFlag: row.secret ? 1 : 0,
    bucketPrefix: row.bucketPrefix,
    defaultFlag: row.defaultFlag,
    enabledFlag: row.enabledFlag,
    objectVersionNumber: row.objectVersionNumber,
  };
}

const listStorages: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const code = query.text('storageCode') ?? undefined;
  const type = query.text('storageType') ?? undefined;
  const rows = storages(ctx)
    .list(formReach(ctx))
    .filter(
      (row) =>
        (tenantId === undefined || row.tenantId === tenantId) &&
        contains(row.storageCode, code) &&
        (type === undefined || row.storageType === type),
    )
    .map((row) => storageDto(ctx, row, lang));
  return listReply(rows, ctx.query, () => 0, 'storage-configs');
};

function readStorage(reader: FieldReader, creating: boolean): StorageConfigSave {
  const storageCode = creating ? reader.requiredText('storageCode', 30) : undefined;
  if (storageCode !== undefined && !STORAGE_CODE.test(storageCode)) {
    reader.fail(
      'storageCode',
      '只能是大写字母、数字、点、下划线和连字符',
      'must be capitals, digits, dots, underscores and hyphens',
    );
  }
  return {
    storageConfigId: creating ? undefined : reader.requiredInt('storageConfigId', { min: 1 }),
    objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
    storageCode,
    storageType: reader.oneOf('storageType', STORAGE_TYPES),
    endPoint: reader.requiredText('endPoint', 240),
    domain: reader.text('domain', { max: 240 }) || null,
    accessKeyId: reader.text('accessKeyId', { max: 120 }) || null,
    accessKeySecret: reader.text('accessKeySecret', { max: 240 }) || undefined,
    bucketPrefix: reader.text('bucketPrefix', { max: 60 }) || null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
}

const createStorage: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, storageButton('create'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const input = readStorage(reader, true);
  const saved = storages(ctx).create(tenantNamed(ctx, reader), {
    ...input,
    storageCode: input.storageCode ?? '',
  });
  return json(storageDto(ctx, saved, lang));
};

const updateStorage: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, storageButton('edit'));
  const input = readStorage(new FieldReader(objectBody(await ctx.body())), false);
  return json(storageDto(ctx, storages(ctx).update(formReach(ctx), input), lang));
};

/** The id and version a delete or a "set as default" names. */
async function reference(ctx: UserContext): Promise<[number, number]> {
  const reader = new FieldReader(objectBody(await ctx.body()));
  return [
    reader.requiredInt('storageConfigId', { min: 1 }),
    reader.requiredInt('objectVersionNumber'),
  ];
}

const deleteStorage: AdminHandler = async (ctx) => {
  requirePermission(ctx, storageButton('delete'));
  storages(ctx).remove(formReach(ctx), ...(await reference(ctx)));
  return json({});
};

const setDefault: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, storageButton('default'));
  return json(
    storageDto(ctx, storages(ctx).setDefault(formReach(ctx), ...(await reference(ctx))), lang),
  );
};

export const storageConfigRoutes = [
  ...tenantRoutes('PUT', `${BASE}/default`, storageAdmin(setDefault)),
  ...tenantRoutes('GET', BASE, storageAdmin(listStorages)),
  ...tenantRoutes('POST', BASE, storageAdmin(createStorage)),
  ...tenantRoutes('PUT', BASE, storageAdmin(updateStorage)),
  ...tenantRoutes('DELETE', BASE, storageAdmin(deleteStorage)),
];
