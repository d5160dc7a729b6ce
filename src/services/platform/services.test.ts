import { updateSession } from '../../session/current-session';
import { describeServiceTable } from '../test-support';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyDisplayStyle,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from './data-hierarchies';
import { fetchLanguages } from './languages';
import { fetchLovData, fetchLovValues, fetchLovValuesBatch, fetchLovViewInfo } from './lov';
import { fetchPrompts } from './prompts';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

beforeAll(() => updateSession({ organizationId: 7, roleLevel: 'organization' }));

describeServiceTable('platform services', [
  {
    name: 'prompts (tenant form)',
    call: () => fetchPrompts({ lang: 'en_US', promptKey: ['hzero.common'], organizationId: 7 }),
    url: '/hpfm/v1/7/prompt/en_US',
    options: { method: 'GET', params: { promptKey: 'hzero.common' }, silent: true },
  },
  {
    name: 'prompts (public form)',
    call: () => fetchPrompts({ lang: 'zh_CN', promptKey: ['a', 'b'] }),
    url: '/hpfm/v1/prompt/zh_CN',
    options: { method: 'GET', params: { promptKey: 'a,b' }, silent: true },
  },
  ...(
    [
      ['auto', '/hpfm/v1{tenantPrefix}/lov-view/info'],
      ['public', '/hpfm/v1/pub/lov-view/info'],
      ['tenant', '/hpfm/v1/{tenantId}/lov-view/info'],
      ['site', '/hpfm/v1/lov-view/info'],
    ] as const
  ).map(([scope, url]) => ({
    name: `lov view info (${scope})`,
    call: () => fetchLovViewInfo('HPFM.USER', scope),
    url,
    options: { method: 'GET', params: { viewCode: 'HPFM.USER' } },
  })),
  {
    name: 'lov data: lovCode plus extras',
    call: () => fetchLovData('HPFM.USER', { name: 'a', page: 0, size: 10 }),
    url: '/hpfm/v1{tenantPrefix}/lovs/data',
    options: { method: 'GET', params: { name: 'a', page: 0, size: 10, lovCode: 'HPFM.USER' } },
  },
  {
    name: 'lov value',
    call: () => fetchLovValues('HPFM.FLAG'),
    url: '/hpfm/v1{tenantPrefix}/lovs/value',
    options: { method: 'GET', params: { lovCode: 'HPFM.FLAG' } },
  },
  {
    name: 'lov value batch (public)',
    call: () => fetchLovValuesBatch({ flag: 'HPFM.FLAG', status: 'HPFM.STATUS' }, 'public'),
    url: '/hpfm/v1/pub/lovs/value/batch',
    options: { method: 'GET', params: { flag: 'HPFM.FLAG', status: 'HPFM.STATUS' } },
  },
  {
    name: 'languages from HPFM.LANGUAGE',
    call: () => fetchLanguages(),
    url: '/hpfm/v1{tenantPrefix}/lovs/value',
    options: { method: 'GET', params: { lovCode: 'HPFM.LANGUAGE' } },
    reply: [{ value: 'en_US', meaning: 'English' }],
    result: [{ code: 'en_US', name: 'English' }],
  },
  {
    name: 'data hierarchy value',
    call: () => fetchDataHierarchyValue(),
    url: '/hpfm/v1/{tenantId}/data-hierarchies/switch/value',
    options: { method: 'GET' },
  },
  {
    name: 'data hierarchy details',
    call: () => fetchDataHierarchyDetails({ dataHierarchyCode: 'COMPANY', page: 0 }),
    url: '/hpfm/v1/{tenantId}/data-hierarchies/switch/value/details',
    options: { method: 'GET', params: { dataHierarchyCode: 'COMPANY', page: 0 } },
  },
  {
    name: 'switch data hierarchy',
    call: () =>
      switchDataHierarchy({
        dataHierarchyCode: 'COMPANY',
        dataHierarchyValue: '12',
        dataHierarchyMeaning: 'Acme',
      }),
    url: '/hpfm/v1/{tenantId}/data-hierarchies/switch',
    options: {
      method: 'PUT',
      params: {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyValue: '12',
        dataHierarchyMeaning: 'Acme',
      },
    },
  },
  {
    name: 'data hierarchy display style',
    call: () => fetchDataHierarchyDisplayStyle(),
    url: '/hpfm/v1/{tenantId}/data-hierarchies/switch/display-style/value',
    options: { method: 'GET' },
    reply: 'MODAL\n',
    result: 'MODAL',
  },
]);
