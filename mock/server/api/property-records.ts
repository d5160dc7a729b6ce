// The property records (`/wy/api/:version/PROP/project`, `/house`, `/owner`; issue 23): paged,
// searchable lists and their create/edit writes, each for the session's organisation only (another
// organisation's ids are "not found"). Writes check the button code the page checks (403
// otherwise), the version the caller read (409) and the fields (400, naming the field in the
// caller's language). The import, its template and the sync: property-house-import.ts.
import type { HouseDto, OwnerDto, ProjectDto } from '../../../src/services/property/records-types';
import { objectBody, queryReader, type Raw } from '../admin/input';
import { contains } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import type { HouseInput, HouseStore, StoredHouse, StoredOwner } from '../property/house-store';
import { houseAliasTexts, refuseProblems } from '../property/record-labels';
import { readHouseFields, readOwner, readProject, RecordChecks } from '../property/records-rules';
import { requirePermission } from './admin-common';
import { propertyRoute, wyOk, wyPage } from './property-common';

export const recordPermission = (record: 'project' | 'house' | 'owner', action: string) =>
  `acme.property.${record}.button.${action}`;

const storeOf = (ctx: UserContext): HouseStore => ctx.state.property.houses;
const tenantOf = (ctx: UserContext) => ctx.session.tenantId;
const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function projectRow(ctx: UserContext, projectId: number): ProjectDto {
  const { tenantId, ...project } = storeOf(ctx).project(tenantOf(ctx), projectId);
  const houseCount = storeOf(ctx)
    .housesOf(tenantId)
    .filter((house) => house.projectId === projectId).length;
  return { ...project, houseCount };
}

function houseRow(ctx: UserContext, house: StoredHouse): HouseDto {
  const { tenantId, ...row } = house;
  const store = storeOf(ctx);
  const project = store.project(tenantId, house.projectId);
  const owner = house.ownerId === null ? null : store.owner(tenantId, house.ownerId);
  return {
    ...row,
    projectName: project.projectName,
    ownerName: owner?.ownerName ?? null,
  };
}

function ownerRow(ctx: UserContext, owner: StoredOwner): OwnerDto {
  const { tenantId, ...row } = owner;
  const houses = storeOf(ctx)
    .housesOf(tenantId)
    .filter((house) => house.ownerId === owner.ownerId)
    .map((house) => {
      const full = houseRow(ctx, house);
      return {
        houseId: full.houseId,
        houseName: full.houseName,
        projectName: full.projectName,
        building: full.building,
        unit: full.unit,
        roomNumber: full.roomNumber,
        area: full.area,
        houseStatus: full.houseStatus,
      };
    });
  return { ...row, houses };
}

/** The id and version an update names. */
function target(raw: Raw, idField: string): { id: number; version: number } {
  const reader = new RecordChecks(raw);
  const id = reader.id(idField, true);
  const version = reader.id('objectVersionNumber', true);
  refuseProblems(reader.problems, { zh_CN: '', en_US: '' });
  return { id: id as number, version: version as number };
}

// ---- projects

const listProjects = (ctx: UserContext) => {
  const query = queryReader(ctx.query);
  const code = query.text('projectCode') ?? undefined;
  const name = query.text('projectName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = storeOf(ctx)
    .projectsOf(tenantOf(ctx))
    .filter(
      (project) =>
        contains(project.projectCode, code) &&
        contains(project.projectName, name) &&
        (enabled === undefined || project.enabledFlag === enabled),
    )
    .map((project) => projectRow(ctx, project.projectId));
  return wyPage(rows, ctx.query, (a, b) => natural(a.projectCode, b.projectCode));
};

async function saveProject(ctx: UserContext, creating: boolean) {
  requirePermission(ctx, recordPermission('project', creating ? 'create' : 'edit'));
  const raw = objectBody(await ctx.body());
  const { input, problems } = readProject(raw);
  refuseProblems(problems, houseAliasTexts(tenantOf(ctx)));
  if (creating) {
    const project = storeOf(ctx).createProject(tenantOf(ctx), input);
    return wyOk(projectRow(ctx, project.projectId));
  }
  const { id, version } = target(raw, 'projectId');
  storeOf(ctx).updateProject(tenantOf(ctx), id, version, input);
  return wyOk(projectRow(ctx, id));
}

// ---- houses

const listHouses = (ctx: UserContext) => {
  const query = queryReader(ctx.query);
  const project = query.text('project') ?? undefined;
  const building = query.text('building') ?? undefined;
  const room = query.text('roomNumber') ?? undefined;
  const status = query.text('houseStatus') ?? undefined;
  const ownerId = query.int('ownerId');
  const store = storeOf(ctx);
  const rows = store
    .housesOf(tenantOf(ctx))
    .filter((house) => {
      const { projectCode, projectName } = store.project(house.tenantId, house.projectId);
      return (
        (contains(projectCode, project) || contains(projectName, project)) &&
        (building === undefined || house.building.toLowerCase() === building.toLowerCase()) &&
        contains(house.roomNumber, room) &&
        (status === undefined || house.houseStatus === status) &&
        (ownerId === undefined || house.ownerId === ownerId)
      );
    })
    .map((house) => houseRow(ctx, house));
  return wyPage(
    rows,
    ctx.query,
    (a, b) =>
      a.projectId - b.projectId ||
      natural(a.building, b.building) ||
      natural(a.unit, b.unit) ||
      natural(a.roomNumber, b.roomNumber),
  );
};

/** A house's input from a body: its fields, an enabled project and an owner of the organisation. */
function readHouse(ctx: UserContext, raw: Raw): HouseInput {
  const checks = new RecordChecks(raw);
  const projectId = checks.id('projectId', true);
  const fields = readHouseFields(checks);
  const ownerId = checks.id('ownerId', false);
  const alias = houseAliasTexts(tenantOf(ctx));
  refuseProblems(checks.problems, alias);
  const project = storeOf(ctx).project(tenantOf(ctx), projectId as number);
  if (project.enabledFlag === 0) {
    checks.problem(
      'projectId',
      ` ${project.projectCode} 已停用`,
      `${project.projectCode} is disabled`,
    );
    refuseProblems(checks.problems, alias);
  }
  if (ownerId !== null) storeOf(ctx).owner(tenantOf(ctx), ownerId);
  return { ...fields, projectId: project.projectId, ownerId };
}

async function saveHouse(ctx: UserContext, creating: boolean) {
  requirePermission(ctx, recordPermission('house', creating ? 'create' : 'edit'));
  const raw = objectBody(await ctx.body());
  const input = readHouse(ctx, raw);
  if (creating) return wyOk(houseRow(ctx, storeOf(ctx).createHouse(tenantOf(ctx), input)));
  const checks = new RecordChecks(raw);
  const houseId = checks.text('houseId', { required: true, max: 40 });
  const version = checks.id('objectVersionNumber', true);
  refuseProblems(checks.problems, houseAliasTexts(tenantOf(ctx)));
  const house = storeOf(ctx).updateHouse(tenantOf(ctx), houseId, version as number, input);
  return wyOk(houseRow(ctx, house));
}

const deleteHouse = (ctx: UserContext) => {
  requirePermission(ctx, recordPermission('house', 'delete'));
  const version = queryReader(ctx.query).requiredInt('objectVersionNumber', { min: 1 });
  storeOf(ctx).deleteHouse(tenantOf(ctx), ctx.params.houseId, version);
  return wyOk(null);
};

// ---- owners

const listOwners = (ctx: UserContext) => {
  const query = queryReader(ctx.query);
  const name = query.text('ownerName') ?? undefined;
  const phone = query.text('phone') ?? undefined;
  const rows = storeOf(ctx)
    .ownersOf(tenantOf(ctx))
    .filter((owner) => contains(owner.ownerName, name) && contains(owner.phone, phone))
    .map((owner) => ownerRow(ctx, owner));
  return wyPage(rows, ctx.query, (a, b) => a.ownerId - b.ownerId);
};

async function saveOwner(ctx: UserContext, creating: boolean) {
  requirePermission(ctx, recordPermission('owner', creating ? 'create' : 'edit'));
  const raw = objectBody(await ctx.body());
  const { input, problems } = readOwner(raw);
  refuseProblems(problems, houseAliasTexts(tenantOf(ctx)));
  if (creating) return wyOk(ownerRow(ctx, storeOf(ctx).createOwner(tenantOf(ctx), input)));
  const { id, version } = target(raw, 'ownerId');
  return wyOk(ownerRow(ctx, storeOf(ctx).updateOwner(tenantOf(ctx), id, version, input)));
}

export const propertyRecordRoutes: ApiRoute[] = [
  propertyRoute('GET', '/project', listProjects),
  propertyRoute('POST', '/project', (ctx) => saveProject(ctx, true)),
  propertyRoute('PUT', '/project', (ctx) => saveProject(ctx, false)),
  propertyRoute('GET', '/house', listHouses),
  propertyRoute('POST', '/house', (ctx) => saveHouse(ctx, true)),
  propertyRoute('PUT', '/house', (ctx) => saveHouse(ctx, false)),
  propertyRoute('DELETE', '/house/:houseId', deleteHouse),
  propertyRoute('GET', '/owner', listOwners),
  propertyRoute('POST', '/owner', (ctx) => saveOwner(ctx, true)),
  propertyRoute('PUT', '/owner', (ctx) => saveOwner(ctx, false)),
];
