/** Value sets and lookup types the page tests show. */
import { fetchLovValuesBatch } from '@polaris/core/services/platform/lov';
import type { LovHeaderDto } from '@polaris/core/services/platform/types';
import { pageOf } from '../../../../test/support/page-services';
import { fetchLovHeaders } from './api/fetch-lov-headers';

export const LOV_TYPES = [
  { value: 'IDP', meaning: 'Independent' },
  { value: 'SQL', meaning: 'SQL query' },
];

export const header = (lovId: number, lovCode: string, lovTypeCode: string, tenantId = 0) =>
  ({
    lovId,
    lovCode,
    lovName: `${lovCode} name`,
    lovTypeCode,
    enabledFlag: 1,
    tenantId,
    objectVersionNumber: 1,
  }) as LovHeaderDto;

/**
 * The mocked lists a page test starts with (its file mocks the lookups and the headers' list): the
 * lookup types in every batch, and two sets (the platform's HPFM.FLAG, organisation 1's
 * HPFM.COUNTRY) on both forms.
 */
export function stubLookupsAndSets(): void {
  jest
    .mocked(fetchLovValuesBatch)
    .mockImplementation(async (codes) =>
      Object.fromEntries(Object.keys(codes).map((code) => [code, LOV_TYPES])),
    );
  const sets = pageOf([header(1, 'HPFM.FLAG', 'IDP'), header(2, 'HPFM.COUNTRY', 'SQL', 1)]);
  jest.mocked(fetchLovHeaders.site).mockResolvedValue(sets);
  jest.mocked(fetchLovHeaders.tenant).mockResolvedValue(sets);
}
