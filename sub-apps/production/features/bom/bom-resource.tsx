/**
 * The bills of materials as a resource: searched by item and status; each with its item,
 * revision, status and how many lines it holds. Open shows its lines below the list (the page).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusTone } from '@polaris/core/kit/status/status-view';
import type { BomDto, BomQuery } from '@polaris/core/services/production/engineering-types';
import { fetchBoms } from './api/fetch-boms';
import { BOMS_KEY } from './api/use-bom-lines';

export const BOM_STATUSES = ['DRAFT', 'ACTIVE', 'OBSOLETE'] as const;

const TONES: Record<string, StatusTone> = {
  DRAFT: 'processing',
  ACTIVE: 'success',
  OBSOLETE: 'default',
};

export const bomStatus = (status: string) =>
  view(`mes.bom.status.${status}`, TONES[status] ?? 'default');

export const bomResource = defineResource<BomDto, BomQuery>({
  key: BOMS_KEY,
  texts: 'mes.bom',
  endpoint: fetchBoms,
  rowKey: 'bomId',
  search: [
    { name: 'itemCode' },
    {
      name: 'bomStatus',
      kind: 'select',
      options: (t) => BOM_STATUSES.map((value) => ({ value, label: t(`mes.bom.status.${value}`) })),
    },
  ],
  columns: [
    { field: 'itemCode', width: 140, kind: 'code', sort: true, opens: 'open' },
    { field: 'itemName', width: 220 },
    { field: 'revision', width: 100, sort: true },
    { field: 'bomStatus', width: 120, kind: 'status', status: bomStatus },
    { field: 'lineCount', width: 90, kind: 'number' },
    { field: 'lastUpdateDate', width: 180, kind: 'dateTime' },
  ],
  actions: [{ key: 'open', quiet: true }],
});
