/** The unit tree calls through the real client: admin on the site form, then as Acme's admin. */
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { switchRole } from '@polaris/core/services/iam/roles';
import type { UnitDto } from '@polaris/core/services/platform/unit-types';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createUnit } from './create-unit';
import { fetchUnitTree } from './fetch-unit-tree';
import { moveUnit } from './move-unit';
import { setUnitEnabled } from './set-unit-enabled';
import { updateUnit } from './update-unit';

const api = serviceContract('admin');

/** Every unit of a tree, each with the code of its parent. */
const flat = (units: UnitDto[], parent: string | null = null): [string, string | null][] =>
  units.flatMap((unit) => [
    [unit.unitCode, parent] as [string, string | null],
    ...flat(unit.children ?? [], unit.unitCode),
  ]);

function unitOf(units: UnitDto[], code: string): UnitDto {
  const all = (list: UnitDto[]): UnitDto[] => list.flatMap((u) => [u, ...all(u.children ?? [])]);
  const found = all(units).find((unit) => unit.unitCode === code);
  if (!found) throw new Error(`No unit ${code}`);
  return found;
}

async function asAcmeAdmin() {
  await switchRole(2);
  updateSessionFromUser(await fetchCurrentUser());
  api.gateway.state.calls.reset();
}

describe('organisation units', () => {
  it('tree, site form: GET /hpfm/v1/units/tree?tenantId=, the chosen organisation’s units in order', async () => {
    const tree = await fetchUnitTree('site', 2);
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/units/tree',
      query: { tenantId: '2' },
    });
    expect(flat(tree)).toEqual([
      ['GLOBEX', null],
      ['GLX-P1', 'GLOBEX'],
      ['GLX-ASM', 'GLX-P1'],
      ['GLX-QA', 'GLOBEX'],
      ['GLX-SALES', null],
    ]);
  });

  it('create under a unit, edit (versioned) and move under another unit', async () => {
    const tree = await fetchUnitTree('site', 1);
    const hq = unitOf(tree, 'ACME-HQ');
    api.gateway.state.calls.reset();
    const created = await createUnit('site', {
      tenantId: 1,
      unitCode: 'ACME-LEGAL',
      unitName: 'Legal',
      unitTypeCode: 'DEPARTMENT',
      parentUnitId: hq.unitId,
    });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/units' });
    expect(created).toMatchObject({ tenantId: 1, parentUnitId: hq.unitId, orderSeq: 30 });

    const edited = await updateUnit('site', {
      unitId: created.unitId,
      objectVersionNumber: created.objectVersionNumber,
      unitName: 'Legal Affairs',
      unitTypeCode: 'DEPARTMENT',
      orderSeq: 30,
    });
    expect(edited).toMatchObject({ unitName: 'Legal Affairs', objectVersionNumber: 2 });
    await expect(
      updateUnit('site', { ...edited, objectVersionNumber: 1, unitName: 'Stale' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });

    const ps = unitOf(tree, 'ACME-PS');
    api.gateway.state.calls.reset();
    const moved = await moveUnit('site', {
      unitId: edited.unitId,
      objectVersionNumber: edited.objectVersionNumber,
      parentUnitId: ps.unitId,
      orderSeq: 0,
    });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/units/move',
      query: {},
      body: { unitId: edited.unitId, objectVersionNumber: 2, parentUnitId: ps.unitId, orderSeq: 0 },
    });
    expect(moved).toMatchObject({ parentUnitId: ps.unitId, orderSeq: 10 });
    const after = flat(await fetchUnitTree('site', 1));
    expect(after.filter(([, parent]) => parent === 'ACME-PS')).toEqual([
      ['ACME-LEGAL', 'ACME-PS'],
      ['ACME-MNT', 'ACME-PS'],
      ['ACME-CS', 'ACME-PS'],
    ]);
  });

  it('refuses a move under the unit itself or one below it', async () => {
    const tree = await fetchUnitTree('site', 1);
    const ps = unitOf(tree, 'ACME-PS');
    const repairs = unitOf(tree, 'ACME-RPR');
    await expect(
      moveUnit('site', { ...ps, parentUnitId: repairs.unitId, orderSeq: 0 }),
    ).rejects.toMatchObject({
      code: 'error.unit.refused',
      message: '不能把“Acme Property Services”移到它自己或它的下级组织之下',
    });
    await expect(
      moveUnit('site', { ...ps, parentUnitId: ps.unitId, orderSeq: 0 }),
    ).rejects.toMatchObject({ code: 'error.unit.refused' });
  });

  it('disables a unit only once its children are disabled, naming the enabled ones', async () => {
    const tree = await fetchUnitTree('site', 1);
    const hq = unitOf(tree, 'ACME-HQ');
    await expect(setUnitEnabled('site', hq, false)).rejects.toMatchObject({
      code: 'error.unit.refused',
      message: '“Headquarters”的下级组织仍在启用中：“Finance”、“Human Resources”。请先禁用它们',
    });
    api.gateway.state.calls.reset();
    await setUnitEnabled('site', unitOf(tree, 'ACME-FIN'), false);
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/units/disable',
      body: { unitId: unitOf(tree, 'ACME-FIN').unitId, objectVersionNumber: 1 },
    });
    await setUnitEnabled('site', unitOf(tree, 'ACME-HR'), false);
    expect(await setUnitEnabled('site', hq, false)).toMatchObject({ enabledFlag: 0 });
    const now = await fetchUnitTree('site', 1);
    await expect(setUnitEnabled('site', unitOf(now, 'ACME-FIN'), true)).rejects.toMatchObject({
      message: '上级组织“Headquarters”已禁用，请先启用它',
    });
  });

  it('tenant form: the organisation’s own units; another organisation’s unit is not found', async () => {
    const globex = unitOf(await fetchUnitTree('site', 2), 'GLOBEX');
    await asAcmeAdmin();
    const tree = await fetchUnitTree('tenant');
    expect(api.onlySent()).toMatchObject({ method: 'GET', path: '/hpfm/v1/1/units/tree' });
    expect(flat(tree).map(([code]) => code)).toContain('ACME-RPR');
    expect(flat(tree).map(([code]) => code)).not.toContain('GLOBEX');
    await expect(
      moveUnit('tenant', { ...globex, parentUnitId: null, orderSeq: 0 }),
    ).rejects.toMatchObject({ code: 'error.record.not_found' });
    await expect(fetchUnitTree('site', 2)).rejects.toMatchObject({
      code: 'error.permission.site_level',
    });
  });
});
