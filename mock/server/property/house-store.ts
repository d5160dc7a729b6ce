// Projects, houses and owners of each organisation (seed: mock/data/property.ts). Houses belong
// to a project; an owner holds houses. The charge pages and the service pages find houses here.
// Every write checks the version the caller read and bumps it.
import {
  seedOwners,
  seedProjects,
  seedPropertyHouses,
  type SeedOwner,
  type SeedProject,
  type SeedPropertyHouse,
} from '../../data/property';
import { notFound } from '../admin/failure';

export interface StoredProject extends SeedProject {
  objectVersionNumber: number;
}
export interface StoredHouse extends SeedPropertyHouse {
  objectVersionNumber: number;
}
export interface StoredOwner extends SeedOwner {
  objectVersionNumber: number;
}

const copy = <T extends object>(rows: readonly T[]): (T & { objectVersionNumber: number })[] =>
  rows.map((row) => ({ ...structuredClone(row), objectVersionNumber: 1 }));

export class HouseStore {
  projects: StoredProject[] = [];
  houses: StoredHouse[] = [];
  owners: StoredOwner[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.projects = copy(seedProjects);
    this.houses = copy(seedPropertyHouses);
    this.owners = copy(seedOwners);
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

  owner(tenantId: number, ownerId: number): StoredOwner {
    const owner = this.owners.find((row) => row.ownerId === ownerId && row.tenantId === tenantId);
    if (!owner) throw notFound(`业主 ${ownerId} 不存在`, `Owner ${ownerId} does not exist`);
    return owner;
  }
}
