// Property variant (`/wy` backend and its profile): house alias, the sync flag, and the seed of
// the property records (projects, houses, owners) behind the /wuye pages. Acme (tenant 1) manages
// two estates; Globex (tenant 2) one small one, so every read and write can be probed across
// organisations.

/**
 * Label the property pages use for a house, per tenant (default: the Chinese word for room); the
 * seed of the charging parameters (a tenant renames it on the Charge Standards page).
 */
export const houseAliases: Record<number, string> = { 1: '房间' };
export const DEFAULT_HOUSE_ALIAS = '房间';

export interface SeedProject {
  projectId: number;
  tenantId: number;
  projectCode: string;
  projectName: string;
  address: string;
  /** Built area in square metres. */
  area: number;
  enabledFlag: 0 | 1;
}

export type HouseStatus = 'VACANT' | 'OCCUPIED' | 'RENTED';

export interface SeedPropertyHouse {
  houseId: string;
  tenantId: number;
  projectId: number;
  building: string;
  unit: string;
  roomNumber: string;
  /** Project name with building and room, as the bills show it. */
  houseName: string;
  /** Square metres. */
  area: number;
  houseStatus: HouseStatus;
  ownerId: number | null;
}

export interface SeedOwner {
  ownerId: number;
  tenantId: number;
  ownerName: string;
  phone: string;
  email: string | null;
}

export const seedProjects: SeedProject[] = [
  {
    projectId: 1,
    tenantId: 1,
    projectCode: 'YGHY',
    projectName: '阳光花园',
    address: '上海市浦东新区锦绣路 1001 号',
    area: 86000,
    enabledFlag: 1,
  },
  {
    projectId: 2,
    tenantId: 1,
    projectCode: 'HPY',
    projectName: '湖畔苑',
    address: '上海市青浦区湖滨路 88 号',
    area: 42000,
    enabledFlag: 1,
  },
  {
    projectId: 3,
    tenantId: 2,
    projectCode: 'GX-DORM',
    projectName: 'Globex Staff Dormitory',
    address: '1 Industrial Way',
    area: 6000,
    enabledFlag: 1,
  },
];

const house = (
  houseId: string,
  tenantId: number,
  projectId: number,
  projectName: string,
  building: string,
  roomNumber: string,
  area: number,
  houseStatus: HouseStatus,
  ownerId: number | null,
): SeedPropertyHouse => ({
  houseId,
  tenantId,
  projectId,
  building,
  unit: '1',
  roomNumber,
  houseName: `${projectName} ${building}-${roomNumber}`,
  area,
  houseStatus,
  ownerId,
});

export const seedPropertyHouses: SeedPropertyHouse[] = [
  house('H101', 1, 1, '阳光花园', '1', '101', 89.5, 'OCCUPIED', 1),
  house('H102', 1, 1, '阳光花园', '1', '102', 89.5, 'VACANT', null),
  house('H103', 1, 1, '阳光花园', '1', '103', 120.2, 'RENTED', 2),
  house('H201', 1, 2, '湖畔苑', '2', '201', 76, 'OCCUPIED', 3),
  house('H202', 1, 2, '湖畔苑', '2', '202', 76, 'OCCUPIED', 3),
  house('G301', 2, 3, 'Globex Staff Dormitory', 'A', '301', 32, 'OCCUPIED', 4),
];

export const seedOwners: SeedOwner[] = [
  { ownerId: 1, tenantId: 1, ownerName: '王建国', phone: '13800000001', email: null },
  { ownerId: 2, tenantId: 1, ownerName: '李梅', phone: '13800000002', email: 'limei@example.com' },
  { ownerId: 3, tenantId: 1, ownerName: '陈志强', phone: '13800000003', email: null },
  {
    ownerId: 4,
    tenantId: 2,
    ownerName: 'Dana Whitfield',
    phone: '+1 555 0104',
    email: 'dana@globex.example',
  },
];
