/**
 * The repair order calls through the real client, as alice on Acme (Property Manager): what
 * each call sent, what the page gets from the gateway's answer, and the refusals the user is
 * told (the gateway answers in alice's language, en_US).
 */
import { REPAIR_BUCKET } from '@polaris/core/services/property/service-types';
import { serviceContract } from '../../../../../test/support/service-contract';
import { closeRepairOrder } from './close-repair-order';
import { createRepairOrder } from './create-repair-order';
import { dispatchRepairOrder } from './dispatch-repair-order';
import { fetchHouseOptions } from './fetch-house-options';
import { fetchRepairOrders } from './fetch-repair-orders';
import { fetchWorkers } from './fetch-workers';

const api = serviceContract('alice');
const BASE = '/wy/api/v1.0/PROP';

/** A photo stored for `tenantId` under a new attachment UUID, as the attachment kit uploads it. */
async function photoOf(tenantId: number, fileType = 'image/png'): Promise<string> {
  const files = api.gateway.state.work.files;
  const attachmentUuid = files.newUuid();
  await files.save({
    bytes: Buffer.from('png'),
    fileName: 'done.png',
    fileType,
    bucketName: REPAIR_BUCKET,
    attachmentUuid,
    directory: 'wuye/repair',
    storageCode: null,
    tenantId,
  });
  return attachmentUuid;
}

const noticeSaying = (text: string) =>
  expect.arrayContaining([expect.objectContaining({ description: expect.stringContaining(text) })]);

describe('repair orders', () => {
  it('list: GET PROP/repair-order with the filters; Acme’s orders only', async () => {
    const page = await fetchRepairOrders({ status: 'NEW', reporter: '', size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: `${BASE}/repair-order`,
      query: { status: 'NEW', size: '10' },
    });
    expect(page.content.map((order) => order.repairOrderId)).toEqual([2, 1]);
    expect(page.content[1]).toMatchObject({
      houseId: 'H101',
      houseName: '阳光花园 1-101',
      status: 'NEW',
      workerName: null,
    });
    const all = await fetchRepairOrders({});
    expect(all.content.every((order) => order.repairOrderId < 900)).toBe(true);
  });

  it('the houses and workers to choose from are the tenant’s', async () => {
    expect((await fetchHouseOptions()).map((house) => house.houseId)).toEqual([
      'H201',
      'H202',
      'H101',
      'H102',
      'H103',
    ]);
    expect((await fetchWorkers()).map((worker) => worker.workerName)).toEqual([
      '刘师傅',
      '赵师傅',
      '孙师傅',
    ]);
  });

  it('create, dispatch and close with a photo: NEW → DISPATCHED → CLOSED', async () => {
    const sent = {
      houseId: 'H102',
      reporter: 'Alice',
      phone: '13800000009',
      description: '门锁坏了',
    };
    const created = await createRepairOrder(sent);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: `${BASE}/repair-order`,
      query: {},
      body: sent,
    });
    expect(created).toMatchObject({ ...sent, status: 'NEW', objectVersionNumber: 1 });

    const dispatch = {
      repairOrderId: created.repairOrderId,
      objectVersionNumber: 1,
      workerId: 3,
    };
    const dispatched = await dispatchRepairOrder(dispatch);
    expect(api.sent()[1]).toMatchObject({ path: `${BASE}/repair-order/dispatch`, body: dispatch });
    expect(dispatched).toMatchObject({ status: 'DISPATCHED', workerName: '孙师傅' });

    const close = {
      repairOrderId: created.repairOrderId,
      objectVersionNumber: 2,
      resolution: '换了锁芯',
      attachmentUuid: await photoOf(1),
    };
    const closed = await closeRepairOrder(close);
    expect(api.sent()[2]).toMatchObject({ path: `${BASE}/repair-order/close`, body: close });
    expect(closed).toMatchObject({
      status: 'CLOSED',
      resolution: '换了锁芯',
      attachmentUuid: close.attachmentUuid,
      objectVersionNumber: 3,
    });
    expect(closed.closedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(api.notices).toEqual([]);
  });

  it('refuses a dispatch of an order that is not NEW, and says why', async () => {
    await expect(
      dispatchRepairOrder({ repairOrderId: 3, objectVersionNumber: 1, workerId: 2 }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices).toEqual(noticeSaying('only a NEW order can be dispatched'));
    expect((await fetchRepairOrders({ reporter: '李梅' })).content[0].workerName).toBe('刘师傅');
  });

  it.each([
    ['no attachment', async () => ''],
    ['an attachment without files', async () => api.gateway.state.work.files.newUuid()],
    ['a file that is not an image', async () => photoOf(1, 'application/pdf')],
    ['another tenant’s photo', async () => photoOf(2)],
  ])('refuses to close with %s: a photo is required', async (_what, uuidOf) => {
    const attachmentUuid = await uuidOf();
    await expect(
      closeRepairOrder({
        repairOrderId: 3,
        objectVersionNumber: 1,
        resolution: '疏通',
        attachmentUuid,
      }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices).toEqual(noticeSaying('needs at least one photo'));
    expect((await fetchRepairOrders({ reporter: '李梅' })).content[0].status).toBe('DISPATCHED');
  });

  it.each([
    [
      'Globex’s house',
      () =>
        createRepairOrder({
          houseId: 'G301',
          reporter: 'A',
          phone: '13800000009',
          description: 'x',
        }),
      'House G301 does not exist',
    ],
    [
      'Globex’s order',
      () => dispatchRepairOrder({ repairOrderId: 901, objectVersionNumber: 1, workerId: 1 }),
      'Repair order 901 does not exist',
    ],
    [
      'Globex’s worker',
      () => dispatchRepairOrder({ repairOrderId: 1, objectVersionNumber: 1, workerId: 4 }),
      'Worker 4 does not exist',
    ],
  ])('another tenant’s ids are not found: %s', async (_what, call, message) => {
    await expect(call()).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices).toEqual(noticeSaying(message));
  });

  it('a phone that is not one is refused by the gateway too', async () => {
    await expect(
      createRepairOrder({ houseId: 'H101', reporter: 'A', phone: 'call me', description: 'x' }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices).toEqual(noticeSaying('phone is not a phone number'));
  });
});
