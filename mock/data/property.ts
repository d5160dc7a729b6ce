// Property variant (`/wy` backend and its profile): house alias, the sync flag, houses for the
// charge preview and the rows of the charge report export.
import type { Texts } from './lovs';

/** Label the property pages use for a house, per tenant (default: the Chinese word for room). */
export const houseAliases: Record<number, string> = { 1: '房间' };
export const DEFAULT_HOUSE_ALIAS = '房间';

/** Profile values per tenant (GET /hpfm/v1/{tenantId}/profile-value?profileName=). */
export const profileValues: Record<string, Record<number, string>> = {
  SYNC_WUYE_FLAG: { 0: 'false', 1: 'true', 2: 'false' },
};

export interface SeedHouse {
  houseId: string;
  /** The tenant the house is managed by: the charge preview finds it there only. */
  tenantId: number;
  houseName: string;
  /** Monthly charges; none means the house has no charge standard. */
  charges: { itemName: Texts; amount: number }[];
  settled: boolean;
}

export const seedHouses: SeedHouse[] = [
  {
    houseId: 'H101',
    tenantId: 1,
    houseName: '阳光花园 1-101',
    charges: [
      { itemName: { zh_CN: '物业费', en_US: 'Property fee' }, amount: 356.4 },
      { itemName: { zh_CN: '公摊水电', en_US: 'Shared utilities' }, amount: 42.15 },
    ],
    settled: false,
  },
  { houseId: 'H102', tenantId: 1, houseName: '阳光花园 1-102', charges: [], settled: false },
  {
    houseId: 'H201',
    tenantId: 1,
    houseName: '湖畔苑 2-201',
    charges: [{ itemName: { zh_CN: '物业费', en_US: 'Property fee' }, amount: 298 }],
    settled: true,
  },
];

export const chargeReportHeader = ['房间', '收费项目', '金额', '状态'];
