// Repair orders of the property office (`/wy/api/:version/PROP/repair-order`, issue 23) and the
// workers they are dispatched to (`PROP/worker`). Every store is the session organisation's: an
// id of another organisation is not found. An order is created for one of the organisation's
// houses, dispatched while NEW, and closed while DISPATCHED with at least one photo: the
// attachment UUID sent must hold an image of the organisation in the file store.
import { t } from '../../data/lov-types';
import { PHONE_PATTERN, REPAIR_DESCRIPTION_MAX } from '../../../src/services/property/service-flow';
import {
  REPAIR_BUCKET,
  type HouseOption,
  type RepairOrderDto,
  type WorkerDto,
} from '../../../src/services/property/service-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import type { StoredRepairOrder } from '../property/repair-store';
import { requirePermission } from './admin-common';
import { propertyRoute, wyOk, wyPage, type PropertyHandler } from './property-common';

export const REPAIR_CREATE = 'acme.property.repair.button.create';
export const REPAIR_DISPATCH = 'acme.property.repair.button.dispatch';
export const REPAIR_CLOSE = 'acme.property.repair.button.close';

const UUID = /^[0-9a-f]{32}$/;

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function repairRow(ctx: UserContext, order: StoredRepairOrder): RepairOrderDto {
  const { tenantId, ...row } = order;
  const { houses, repairs } = ctx.state.property;
  const worker = row.workerId === null ? undefined : repairs.workersOf(tenantId);
  return {
    ...row,
    houseName: houses.findHouse(tenantId, row.houseId)?.houseName ?? row.houseId,
    workerName: worker?.find((one) => one.workerId === row.workerId)?.workerName ?? null,
  };
}

const listOrders: PropertyHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const status = query.text('status') ?? undefined;
  const house = query.text('houseName') ?? undefined;
  const reporter = query.text('reporter') ?? undefined;
  const rows = ctx.state.property.repairs
    .list(tenantOf(ctx))
    .map((order) => repairRow(ctx, order))
    .filter(
      (row) =>
        (status === undefined || row.status === status) &&
        contains(row.houseName, house) &&
        contains(row.reporter, reporter),
    );
  return wyPage(
    rows,
    ctx.query,
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.repairOrderId - a.repairOrderId,
  );
};

const houseOptions: PropertyHandler = (ctx) => {
  const options: HouseOption[] = ctx.state.property.houses
    .housesOf(tenantOf(ctx))
    .map(({ houseId, houseName }) => ({ houseId, houseName }))
    .sort((a, b) => a.houseName.localeCompare(b.houseName));
  return wyOk(options);
};

const listWorkers: PropertyHandler = (ctx) => {
  const workers: WorkerDto[] = ctx.state.property.repairs
    .workersOf(tenantOf(ctx))
    .map(({ tenantId: _tenant, ...worker }) => worker);
  return wyOk(workers);
};

const createOrder: PropertyHandler = async (ctx) => {
  requirePermission(ctx, REPAIR_CREATE, t('新建报修单', 'create repair orders'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const houseId = reader.requiredText('houseId', 20);
  const input = {
    houseId: ctx.state.property.houses.house(tenantOf(ctx), houseId).houseId,
    reporter: reader.requiredText('reporter', 30),
    phone: reader.requiredText('phone', 20),
    description: reader.requiredText('description', REPAIR_DESCRIPTION_MAX),
  };
  if (!PHONE_PATTERN.test(input.phone)) {
    reader.fail('phone', '不是有效的电话号码', 'is not a phone number');
  }
  return wyOk(repairRow(ctx, ctx.state.property.repairs.create(tenantOf(ctx), input)));
};

function orderRef(reader: FieldReader) {
  return {
    repairOrderId: reader.requiredInt('repairOrderId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
  };
}

const dispatchOrder: PropertyHandler = async (ctx) => {
  requirePermission(ctx, REPAIR_DISPATCH, t('派单', 'dispatch repair orders'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const input = { ...orderRef(reader), workerId: reader.requiredInt('workerId', { min: 1 }) };
  return wyOk(repairRow(ctx, ctx.state.property.repairs.dispatch(tenantOf(ctx), input)));
};

/** Whether the attachment holds an image the organisation uploaded into the repair bucket. */
function hasPhotos(ctx: UserContext, attachmentUuid: string): boolean {
  return ctx.state.work.files
    .list(attachmentUuid, REPAIR_BUCKET, (file) => file.tenantId === tenantOf(ctx))
    .some((file) => file.fileType.startsWith('image/'));
}

const closeOrder: PropertyHandler = async (ctx) => {
  requirePermission(ctx, REPAIR_CLOSE, t('关闭报修单', 'close repair orders'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const ref = orderRef(reader);
  const resolution = reader.requiredText('resolution', REPAIR_DESCRIPTION_MAX);
  const attachmentUuid = reader.text('attachmentUuid', { max: 32 }) ?? '';
  if (attachmentUuid !== '' && !UUID.test(attachmentUuid)) {
    reader.fail(
      'attachmentUuid',
      '必须是 32 位十六进制的附件 UUID',
      'must be an attachment UUID of 32 hex digits',
    );
  }
  const photos = attachmentUuid !== '' && hasPhotos(ctx, attachmentUuid);
  const closed = ctx.state.property.repairs.close(
    tenantOf(ctx),
    { ...ref, resolution, attachmentUuid },
    photos,
  );
  return wyOk(repairRow(ctx, closed));
};

export const repairRoutes: ApiRoute[] = [
  propertyRoute('GET', '/repair-order', listOrders),
  propertyRoute('GET', '/repair-order/houses', houseOptions),
  propertyRoute('POST', '/repair-order', createOrder),
  propertyRoute('POST', '/repair-order/dispatch', dispatchOrder),
  propertyRoute('POST', '/repair-order/close', closeOrder),
  propertyRoute('GET', '/worker', listWorkers),
];
