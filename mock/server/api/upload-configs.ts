// /hfle/v1[/{tid}]/upload-configs: upload configurations (what a bucket or one of its directories
// accepts). The site form (no {tid}) is the platform's (tenant 0: every organisation without its
// own), for a site-level role; the tenant form the organisation's own. Both need the page
// `hzero.file.upload-config` (anybody else: HTTP 403) and, to change, the button codes
// `hfle.upload-config.button.create|edit|delete`. `GET .../upload-configs/detail?bucketName=
// &directory=` answers any signed-in user the configuration their uploads obey (or `{}`), which
// the attachment kit checks before sending and the upload endpoints enforce (files.ts).
import type { UploadConfigSave } from '../../../src/services/file/types';
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import { isKnownBucket } from '../work/file-store';
import { directoryProblem } from '../work/upload-rules';
import { adminHandler, formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { tenantRoutes } from './tenant-path';

const BASE = '/hfle/v1[/:tid]/upload-configs';
export const UPLOAD_CONFIG_PAGE = 'hzero.file.upload-config';
export const uploadConfigButton = (action: 'create' | 'edit' | 'delete') =>
  `hfle.upload-config.button.${action}`;

const scopeOf = (ctx: UserContext) => (ctx.params.tid === undefined ? 0 : Number(ctx.params.tid));

const configAdmin = formAdmin(
  { site: UPLOAD_CONFIG_PAGE, tenant: UPLOAD_CONFIG_PAGE },
  t('管理上传配置', 'manage upload configurations'),
  t('管理平台的上传配置', 'manage the platform’s upload configurations'),
);

const listConfigs: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const bucket = query.text('bucketName') ?? undefined;
  const directory = query.text('directory') ?? undefined;
  const rows = ctx.state.messaging.uploadConfigs
    .list(scopeOf(ctx))
    .filter((row) => contains(row.bucketName, bucket) && contains(row.directory, directory));
  return listReply(rows, ctx.query, () => 0, 'upload-configs');
};

function readConfig(reader: FieldReader, creating: boolean): UploadConfigSave {
  const bucketName = reader.requiredText('bucketName', 30);
  if (!isKnownBucket(bucketName)) {
    throw invalid(`存储桶 ${bucketName} 不存在`, `Bucket ${bucketName} does not exist`);
  }
  const directory = reader.text('directory', { max: 120 }) || null;
  const problem = directory === null ? undefined : directoryProblem(directory);
  if (problem) throw invalid(problem.message, problem.message);
  const unit = reader.requiredText('storageUnit');
  if (unit !== 'KB' && unit !== 'MB') {
    throw invalid('storageUnit 必须是 KB 或 MB', 'storageUnit must be KB or MB');
  }
  const fileFormat = reader.text('fileFormat', { max: 500 }) ?? '';
  if (!/^[A-Za-z0-9., ]*$/.test(fileFormat)) {
    throw invalid(
      'fileFormat 只能是以逗号分隔的扩展名',
      'fileFormat must be extensions separated by commas',
    );
  }
  return {
    uploadConfigId: creating ? undefined : reader.requiredInt('uploadConfigId', { min: 1 }),
    objectVersionNumber: creating ? undefined : reader.requiredInt('objectVersionNumber'),
    bucketName,
    directory,
    fileFormat,
    storageSize: reader.requiredInt('storageSize', { min: 1, max: unit === 'KB' ? 65_536 : 64 }),
    storageUnit: unit,
  };
}

const saveConfig =
  (creating: boolean): AdminHandler =>
  async (ctx) => {
    requirePermission(ctx, uploadConfigButton(creating ? 'create' : 'edit'));
    const input = readConfig(new FieldReader(objectBody(await ctx.body())), creating);
    return json(ctx.state.messaging.uploadConfigs.save(scopeOf(ctx), input));
  };

const deleteConfig: AdminHandler = async (ctx) => {
  requirePermission(ctx, uploadConfigButton('delete'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  ctx.state.messaging.uploadConfigs.remove(
    scopeOf(ctx),
    reader.requiredInt('uploadConfigId', { min: 1 }),
    reader.requiredInt('objectVersionNumber'),
  );
  return json({});
};

const detail: AdminHandler = (ctx) => {
  const bucket = ctx.query.get('bucketName') ?? '';
  const directory = ctx.query.get('directory') || null;
  const found = ctx.state.messaging.uploadConfigs.applying(ctx.session.tenantId, bucket, directory);
  return json(found ?? {});
};

export const uploadConfigRoutes = [
  ...tenantRoutes('GET', `${BASE}/detail`, adminHandler(detail)),
  ...tenantRoutes('GET', BASE, configAdmin(listConfigs)),
  ...tenantRoutes('POST', BASE, configAdmin(saveConfig(true))),
  ...tenantRoutes('PUT', BASE, configAdmin(saveConfig(false))),
  ...tenantRoutes('DELETE', BASE, configAdmin(deleteConfig)),
];
