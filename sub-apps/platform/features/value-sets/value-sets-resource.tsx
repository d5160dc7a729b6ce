/**
 * The value sets as a resource, one declaration for each form of the page: the platform's
 * (`site`, every organisation's sets) and an organisation's (`tenant`, its own and the platform's
 * predefined ones). Searched by code, name and type; an independent set (IDP) offers its values,
 * which the page opens below the list.
 */
import { useLovMeaning } from '@polaris/core/kit/lov/use-lov';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { LovHeaderDto, LovHeaderQuery } from '@polaris/core/services/platform/types';
import { fetchLovHeaders } from './api/fetch-lov-headers';

export type ValueSetScope = 'site' | 'tenant';

const LOV_TYPE = 'HPFM.LOV_TYPE';

function LovTypeName({ code }: { code: string }) {
  return <>{useLovMeaning(LOV_TYPE)(code)}</>;
}

const valueSetsOf = (scope: ValueSetScope) =>
  defineResource<LovHeaderDto, LovHeaderQuery>({
    key: ['hpfm', 'lov-headers', scope],
    texts: 'hpfm.valueList',
    endpoint: fetchLovHeaders[scope],
    rowKey: 'lovId',
    search: [
      { name: 'lovCode' },
      { name: 'lovName' },
      { name: 'lovTypeCode', kind: 'lov', lovCode: LOV_TYPE },
    ],
    columns: [
      { field: 'lovCode', width: 220, sort: true },
      { field: 'lovName', width: 220 },
      { field: 'lovTypeCode', width: 140, render: (code: string) => <LovTypeName code={code} /> },
      { field: 'enabledFlag', width: 110, kind: 'status', status: enabledStatus },
      {
        field: 'tenantId',
        title: 'hpfm.valueList.field.tenant',
        width: 140,
        render: (tenantId: number, _header, cell) =>
          cell.t(tenantId === 0 ? 'hpfm.valueList.platform' : 'hpfm.valueList.own'),
      },
    ],
    // the values of an independent set: the page opens them below the list
    actions: [{ key: 'open', when: (header) => header.lovTypeCode === 'IDP' }],
  });

export const valueSetsResource = { site: valueSetsOf('site'), tenant: valueSetsOf('tenant') };
