/**
 * Request and answer shapes of the property records (`/wy/api/v1.0/PROP/project`, `/house`,
 * `/owner`): the estates (projects), their houses and the owners holding them, and the rules the
 * pages and the gateway check alike. The mock gateway answers these types
 * (mock/server/api/property-records.ts).
 */

/** A project code: a letter or digit first, then letters, digits, dots, underscores, hyphens. */
export const PROJECT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A phone number: an optional `+`, then digits, spaces and hyphens (5 to 20 in all). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,19}$/;

export const HOUSE_STATUSES = ['VACANT', 'OCCUPIED', 'RENTED'] as const;
export type HouseStatus = (typeof HOUSE_STATUSES)[number];

/** One row of `GET PROP/project`, and the answer of its writes. */
export interface ProjectDto {
  projectId: number;
  projectCode: string;
  projectName: string;
  address: string;
  /** Built area, square metres. */
  area: number;
  /** Houses of the project. */
  houseCount: number;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface ProjectQuery {
  projectCode?: string;
  projectName?: string;
  enabledFlag?: 0 | 1;
}

/** `POST PROP/project` (no id) creates, `PUT PROP/project` (id and version) changes. */
export interface ProjectSave {
  projectId?: number;
  objectVersionNumber?: number;
  projectCode: string;
  projectName: string;
  address: string;
  area: number;
  enabledFlag: 0 | 1;
}

/** One row of `GET PROP/house`, and the answer of its writes. */
export interface HouseDto {
  houseId: string;
  projectId: number;
  projectName: string;
  building: string;
  unit: string;
  roomNumber: string;
  /** Project name with building and room, as the bills show it. */
  houseName: string;
  area: number;
  houseStatus: HouseStatus;
  ownerId: number | null;
  ownerName: string | null;
  objectVersionNumber: number;
}

export interface HouseQuery {
  /** Matches the project's code or name. */
  project?: string;
  building?: string;
  roomNumber?: string;
  houseStatus?: HouseStatus;
  ownerId?: number;
}

/** `POST PROP/house` (no id) creates, `PUT PROP/house` (id and version) changes. */
export interface HouseSave {
  houseId?: string;
  objectVersionNumber?: number;
  projectId: number;
  building: string;
  unit: string;
  roomNumber: string;
  area: number;
  houseStatus: HouseStatus;
  ownerId?: number | null;
}

/** One refused row of an import: its spreadsheet row (1 = the heading), its column, why. */
export interface HouseImportError {
  row: number;
  column: string;
  message: string;
}

/** `POST PROP/house/import` (multipart, part `file`: .xlsx or .csv): the valid rows are saved. */
export interface HouseImportResult {
  imported: number;
  errors: HouseImportError[];
}

/** `POST PROP/house/sync`: the houses handed to the property system. */
export interface HouseSyncResult {
  count: number;
}

/** A house of an owner, as the owner's row lists it. */
export interface OwnerHouse {
  houseId: string;
  houseName: string;
  projectName: string;
  building: string;
  unit: string;
  roomNumber: string;
  area: number;
  houseStatus: HouseStatus;
}

/** One row of `GET PROP/owner`, and the answer of its writes. */
export interface OwnerDto {
  ownerId: number;
  ownerName: string;
  phone: string;
  email: string | null;
  houses: OwnerHouse[];
  objectVersionNumber: number;
}

export interface OwnerQuery {
  ownerName?: string;
  phone?: string;
}

/** `POST PROP/owner` (no id) creates, `PUT PROP/owner` (id and version) changes. */
export interface OwnerSave {
  ownerId?: number;
  objectVersionNumber?: number;
  ownerName: string;
  phone: string;
  email?: string | null;
}
