// Projects, houses and owners of each organisation (seed: mock/data/property.ts). Houses belong
// to a project; an owner holds houses. The charge pages and the service pages find houses here
// (`house`, `findHouse`, `housesOf`). Every write checks the version the caller read and bumps
// it; a project code is unique in its organisation, and so is a house's project, building, unit
// and room number. The inputs come checked (records-rules.ts).
import {
  seedOwners,
  seedProjects,
  seedPropertyHouses,
  type SeedOwner,
  type SeedProject,
  type SeedPropertyHouse,
} from '../../data/property';
import { checkVersion, invalid, notFound } from '../admin/failure';
import type { HouseFields, OwnerInput, ProjectInput } from './records-rules';

export interface StoredProject extends SeedProject {
  objectVersionNumber: number;
}
export interface StoredHouse extends SeedPropertyHouse {
  objectVersionNumber: number;
}
export interface StoredOwner extends SeedOwner {
  objectVersionNumber: number;
}

/** What a house is saved with: its fields, its project and its owner (both checked). */
export interface HouseInput extends HouseFields {
  projectId: number;
  ownerId: number | null;
}

const copy = <T extends object>(rows: readonly T[]): (T & { objectVersionNumber: number })[] =>
  rows.map((row) => ({ ...structuredClone(row), objectVersionNumber: 1 }));

const nextId = (ids: number[]): number => Math.max(0, ...ids) + 1;

/** Where a house is: two houses of an organisation never share it. */
const placeOf = (house: Pick<HouseInput, 'projectId' | 'building' | 'unit' | 'roomNumber'>) =>
  [house.projectId, house.building, house.unit, house.roomNumber]
    .map((part) => String(part).toLowerCase())
    .join('\u0000');

export class HouseStore {
  projects: StoredProject[] = [];
  houses: StoredHouse[] = [];
  owners: StoredOwner[] = [];
  /** The number in the id of the next new house (`HS1001`, …). */
  private houseNumber = 1000;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.projects = copy(seedProjects);
    this.houses = copy(seedPropertyHouses);
    this.owners = copy(seedOwners);
    this.houseNumber = 1000;
  }

  projectsOf(tenantId: number): StoredProject[] {
    return this.projects.filter((project) => project.tenantId === tenantId);
  }

  housesOf(tenantId: number): StoredHouse[] {
    return this.houses.filter((house) => house.tenantId === tenantId);
  }

  ownersOf(tenantId: number): StoredOwner[] {
    return this.owners.filter((owner) => owner.tenantId === tenantId);
  }

  /** A house of the organisation; another organisation's is not there for it. */
  house(tenantId: number, houseId: string): StoredHouse {
    const house = this.houses.find((row) => row.houseId === houseId && row.tenantId === tenantId);
    if (!house) throw notFound(`房间 ${houseId} 不存在`, `House ${houseId} does not exist`);
    return house;
  }

  findHouse(tenantId: number, houseId: string): StoredHouse | undefined {
    return this.houses.find((row) => row.houseId === houseId && row.tenantId === tenantId);
  }

  project(tenantId: number, projectId: number): StoredProject {
    const project = this.projects.find(
      (row) => row.projectId === projectId && row.tenantId === tenantId,
    );
    if (!project) throw notFound(`项目 ${projectId} 不存在`, `Project ${projectId} does not exist`);
    return project;
  }

  /** The organisation's project of this code (any case), if any. */
  projectByCode(tenantId: number, code: string): StoredProject | undefined {
    const wanted = code.trim().toLowerCase();
    return this.projectsOf(tenantId).find((row) => row.projectCode.toLowerCase() === wanted);
  }

  owner(tenantId: number, ownerId: number): StoredOwner {
    const owner = this.owners.find((row) => row.ownerId === ownerId && row.tenantId === tenantId);
    if (!owner) throw notFound(`业主 ${ownerId} 不存在`, `Owner ${ownerId} does not exist`);
    return owner;
  }

  createProject(tenantId: number, input: ProjectInput): StoredProject {
    this.refuseTakenCode(tenantId, input.projectCode);
    const project: StoredProject = {
      ...input,
      projectId: nextId(this.projects.map((row) => row.projectId)),
      tenantId,
      objectVersionNumber: 1,
    };
    this.projects.push(project);
    return project;
  }

  updateProject(
    tenantId: number,
    projectId: number,
    version: number,
    input: ProjectInput,
  ): StoredProject {
    const project = this.project(tenantId, projectId);
    checkVersion(project, version);
    this.refuseTakenCode(tenantId, input.projectCode, projectId);
    Object.assign(project, input, { objectVersionNumber: project.objectVersionNumber + 1 });
    // the houses' names carry the project's
    for (const house of this.housesOf(tenantId)) {
      if (house.projectId === projectId) house.houseName = this.houseNameOf(project, house);
    }
    return project;
  }

  private refuseTakenCode(tenantId: number, code: string, except?: number): void {
    const taken = this.projectByCode(tenantId, code);
    if (taken && taken.projectId !== except) {
      throw invalid(`项目编码 ${code} 已存在`, `Project code ${code} is already taken`);
    }
  }

  /** The organisation's house at the input's place, other than `except`. */
  houseAt(tenantId: number, input: HouseInput, except?: string): StoredHouse | undefined {
    const place = placeOf(input);
    return this.housesOf(tenantId).find(
      (house) => house.houseId !== except && placeOf(house) === place,
    );
  }

  private refuseTakenPlace(tenantId: number, input: HouseInput, except?: string): void {
    const taken = this.houseAt(tenantId, input, except);
    if (taken) {
      throw invalid(
        `${taken.houseName} 已存在（楼栋 ${input.building} 单元 ${input.unit} 房间 ${input.roomNumber}）`,
        `${taken.houseName} already exists (building ${input.building}, unit ${input.unit}, room ${input.roomNumber})`,
      );
    }
  }

  private houseNameOf(project: StoredProject, house: Pick<HouseInput, 'building' | 'roomNumber'>) {
    return `${project.projectName} ${house.building}-${house.roomNumber}`;
  }

  createHouse(tenantId: number, input: HouseInput): StoredHouse {
    const project = this.project(tenantId, input.projectId);
    this.refuseTakenPlace(tenantId, input);
    this.houseNumber += 1;
    const house: StoredHouse = {
      ...input,
      houseId: `HS${this.houseNumber}`,
      tenantId,
      houseName: this.houseNameOf(project, input),
      objectVersionNumber: 1,
    };
    this.houses.push(house);
    return house;
  }

  updateHouse(tenantId: number, houseId: string, version: number, input: HouseInput): StoredHouse {
    const house = this.house(tenantId, houseId);
    checkVersion(house, version);
    const project = this.project(tenantId, input.projectId);
    this.refuseTakenPlace(tenantId, input, houseId);
    Object.assign(house, input, {
      houseName: this.houseNameOf(project, input),
      objectVersionNumber: house.objectVersionNumber + 1,
    });
    return house;
  }

  /** Removes a house no owner holds. */
  deleteHouse(tenantId: number, houseId: string, version: number): void {
    const house = this.house(tenantId, houseId);
    checkVersion(house, version);
    if (house.ownerId !== null) {
      throw invalid(
        `${house.houseName} 有业主，不能删除`,
        `${house.houseName} has an owner and cannot be deleted`,
      );
    }
    this.houses = this.houses.filter((row) => row !== house);
  }

  createOwner(tenantId: number, input: OwnerInput): StoredOwner {
    const owner: StoredOwner = {
      ...input,
      ownerId: nextId(this.owners.map((row) => row.ownerId)),
      tenantId,
      objectVersionNumber: 1,
    };
    this.owners.push(owner);
    return owner;
  }

  updateOwner(tenantId: number, ownerId: number, version: number, input: OwnerInput): StoredOwner {
    const owner = this.owner(tenantId, ownerId);
    checkVersion(owner, version);
    Object.assign(owner, input, { objectVersionNumber: owner.objectVersionNumber + 1 });
    return owner;
  }
}
