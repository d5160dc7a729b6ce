/**
 * The value sets as a resource, one declaration for each form of the page: the platform's
 * (`site`, every organisation's sets) and an organisation's (`tenant`, its own and the platform's
 * predefined ones). Searched by code, name and type; an independent set (IDP) offers its values,
 * which the page opens below the list. A set is created (code, name, type, description, enabled)
 * and deleted with its values, after confirmation; the tenant form deletes its own sets only.
 */
import { useLovMeaning } from '@polaris/core/kit/lov/use-lov';
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { LovHeaderDto, LovHeaderQuery } from '@polaris/core/services/platform/types';
import { createLovHeader } from './api/create-lov-header';
import { deleteLovHeader } from './api/delete-lov-header';
import { fetchLovHeaders } from './api/fetch-lov-headers';

export type ValueSetScope = 'site' | 'tenant';

const LOV_TYPE = 'HPFM.LOV_TYPE';

function LovTypeName({ code }: { code: string }) {
  return <>{useLovMeaning(LOV_TYPE)(code)}</>;
}

export interface ValueSetValues {
  lovCode: string;
  lovName: string;
  lovTypeCode: string;
  description: string;
  enabledFlag: boolean;
}

/** A set's code: capitals, digits and `_ . -`, starting with a capital (HPFM.LOV_TYPE). */
const LOV_CODE = /^\s*[A-Z][A-Z0-9_.-]*\s*$/;

/** Whether this form may delete the set: the platform's every set, an organisation its own. */
const deletable = (scope: ValueSetScope) => (header: LovHeaderDto) =>
  scope === 'site' || header.tenantId !== 0;

const valueSetsOf = (scope: ValueSetScope) =>
  defineResource<LovHeaderDto, LovHeaderQuery, ValueSetValues>({
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
    actions: [
      { key: 'open', when: (header) => header.lovTypeCode === 'IDP' },
      {
        key: 'delete',
        permission: 'hpfm.value-list.button.delete',
        danger: true,
        when: deletable(scope),
        confirm: {
          title: 'hpfm.valueList.delete.title',
          content: 'hpfm.valueList.delete.content',
          values: (header) => ({ code: header.lovCode }),
        },
      },
    ],
    remove: (headers) => Promise.all(headers.map((header) => deleteLovHeader(header, scope))),
    form: {
      createTitle: 'hpfm.valueList.create.title',
      createPermission: 'hpfm.value-list.button.create',
      // a set's header is created here, never edited: no row opens the form
      editTitle: 'hpfm.valueList.create.title',
      fields: [
        {
          name: 'lovCode',
          required: true,
          maxLength: 60,
          pattern: LOV_CODE,
          message: 'hpfm.valueList.error.code',
        },
        { name: 'lovName', required: true, maxLength: 240 },
        { name: 'lovTypeCode', kind: 'lov', lovCode: LOV_TYPE, required: true },
        { name: 'description', kind: 'textarea', maxLength: 480 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: () => ({
        lovCode: '',
        lovName: '',
        lovTypeCode: 'IDP',
        description: '',
        enabledFlag: true,
      }),
      save: (values) =>
        createLovHeader(
          {
            lovCode: values.lovCode.trim(),
            lovName: values.lovName.trim(),
            lovTypeCode: values.lovTypeCode,
            description: values.description?.trim() || null,
            enabledFlag: values.enabledFlag ? 1 : 0,
          },
          scope,
        ),
    },
  });

export const valueSetsResource = { site: valueSetsOf('site'), tenant: valueSetsOf('tenant') };
