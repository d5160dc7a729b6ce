/**
 * The production plan calls through the real client, as alice on Globex (production planner,
 * role 12): what each call sent, what the service made of the gateway's answer, and the failures
 * the user is shown.
 */
import { plannerContract } from '../../../../../test/support/planner-contract';
import { createPlan } from './create-plan';
import { fetchPlans } from './fetch-plans';
import { releasePlan } from './release-plan';
import { updatePlan } from './update-plan';

const api = plannerContract();

const NEW = {
  planCode: 'PP-C-1',
  planName: 'Contract plan',
  startDate: '2027-02-01',
  endDate: '2027-02-10',
  aqlPercent: 1.5,
};

describe('production plans', () => {
  it('list: GET /mes/v1/2/plans with the filters, sort and paging', async () => {
    const page = await fetchPlans({
      planStatus: 'DRAFT',
      planName: '',
      sort: 'planCode,desc',
      size: 5,
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/mes/v1/2/plans',
      query: { planStatus: 'DRAFT', sort: 'planCode,desc', size: '5' },
    });
    expect(page.content.map((plan) => plan.planCode)).toEqual(['PP-2027-01A', 'PP-2026-12B']);
    expect(page.content[1]).toMatchObject({ ganttId: 2002, workOrderCount: 2, aqlPercent: 1.5 });
  });

  it('create, edit and release: POST, PUT and POST /release with the version read', async () => {
    const created = await createPlan(NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/mes/v1/2/plans',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, planStatus: 'DRAFT', objectVersionNumber: 1 });
    const edit = { ...NEW, planName: 'Renamed', planId: created.planId, objectVersionNumber: 1 };
    const edited = await updatePlan(edit);
    expect(api.sent()[1]).toEqual({
      method: 'PUT',
      path: '/mes/v1/2/plans',
      query: {},
      body: edit,
    });
    const released = await releasePlan(edited);
    expect(api.sent()[2]).toEqual({
      method: 'POST',
      path: '/mes/v1/2/plans/release',
      query: {},
      body: { planId: created.planId, objectVersionNumber: 2 },
    });
    expect(released).toMatchObject({ planStatus: 'RELEASED', objectVersionNumber: 3 });
  });

  it('a stale version: a warning in the client’s language (zh_CN here), nothing saved', async () => {
    const [draft] = (await fetchPlans({ planCode: 'PP-2026-12B' })).content;
    await updatePlan({ ...draft, planName: 'First' });
    await expect(updatePlan({ ...draft, planName: 'Second' })).rejects.toMatchObject({
      kind: 'business',
      code: 'error.data_changed',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({ style: 'warn', description: '记录已被他人修改，请刷新后重试。' }),
    ]);
    expect((await fetchPlans({ planCode: 'PP-2026-12B' })).content[0].planName).toBe('First');
  });
});
