import { updateSession } from '../../session/current-session';
import { describeServiceTable, requestMock } from '../test-support';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyDisplayStyle,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from './data-hierarchies';
import { loadGanttChart } from './gantt-chart';
import { deleteGanttLinks, fetchGanttLinks, saveGanttLinks } from './gantt-links';
import { deleteGanttTasks, fetchGanttTasks, saveGanttTasks } from './gantt-tasks';
import { fetchLanguages } from './languages';
import { fetchLovData, fetchLovValues, fetchLovValuesBatch, fetchLovViewInfo } from './lov';
import { fetchMultiLanguage } from './multi-language';
import { fetchProfileValue } from './profile-value';
import { fetchPrompts } from './prompts';
import { fetchPublicKey } from './public-key';
import { fetchQuickEntries } from './quick-entries';
import { fetchStaticText, fetchStaticTextCodes } from './static-texts';
import type { GanttLinkDto, GanttTaskDto } from './types';
import { fetchUiTable } from './ui-table';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

beforeAll(() => updateSession({ organizationId: 7, roleLevel: 'organization' }));

const task: GanttTaskDto = {
  ganttId: 9,
  taskName: 'A',
  startDate: '2024-01-01 00:00:00',
  endDate: '2024-01-02 00:00:00',
  parentId: null,
  taskType: 'task',
};
const link: GanttLinkDto = { ganttId: 9, linkType: '0', taskFromId: 1, taskTargetId: 2 };

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
  {
    name: 'multi-language',
    call: () => fetchMultiLanguage({ fieldName: 'name', _token: 't' }),
    url: '/hpfm/v1/multi-language',
    options: { method: 'GET', params: { fieldName: 'name', _token: 't' } },
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
    name: 'ui-table',
    call: () => fetchUiTable({ code: 'hpfm.user.list' }),
    url: '/hpfm/v1/{tenantId}/ui-table',
    options: { method: 'GET', params: { code: 'hpfm.user.list' } },
  },
  {
    name: 'static text by code (empty answer is null)',
    call: () => fetchStaticText({ textCode: 'ABOUT', lang: 'en_US' }),
    url: '/hpfm/v1{tenantPrefix}/static-texts/text/by-code/nullable',
    options: { method: 'GET', params: { textCode: 'ABOUT', lang: 'en_US' } },
    reply: '',
    result: null,
  },
  {
    name: 'static text codes',
    call: () => fetchStaticTextCodes({ textCode: 'A' }, 'site'),
    url: '/hpfm/v1/static-texts/text-code',
    options: { method: 'GET', params: { textCode: 'A' } },
  },
  {
    name: 'quick entries',
    call: () => fetchQuickEntries(),
    url: '/hpfm/v1{tenantPrefix}/quick-entry/map-list',
    options: { method: 'GET' },
  },
  {
    name: 'public key (plain text)',
    call: () => fetchPublicKey(),
    url: '/hpfm/v1/tool/pass/public-key',
    options: { method: 'GET' },
    reply: 'MIGfMA0G\n',
    result: 'MIGfMA0G',
  },
  {
    name: 'public key (object)',
    call: () => fetchPublicKey(),
    url: '/hpfm/v1/tool/pass/public-key',
    options: { method: 'GET' },
    reply: { publicKey: 'KEY' },
    result: 'KEY',
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
  {
    name: 'gantt tasks: tenantId defaults to the organisation',
    call: () => fetchGanttTasks(9),
    url: '/hpfm/v1{tenantPrefix}/gantt-tasks',
    options: { method: 'GET', params: { tenantId: 7, ganttId: 9 } },
  },
  {
    name: 'gantt tasks batch save',
    call: () => saveGanttTasks([task]),
    url: '/hpfm/v1{tenantPrefix}/gantt-tasks/batch',
    options: { method: 'POST', data: [task] },
  },
  {
    name: 'gantt tasks delete',
    call: () => deleteGanttTasks([task]),
    url: '/hpfm/v1{tenantPrefix}/gantt-tasks',
    options: { method: 'DELETE', data: [task] },
  },
  {
    name: 'gantt links save',
    call: () => saveGanttLinks([link]),
    url: '/hpfm/v1{tenantPrefix}/gantt-task-links',
    options: { method: 'POST', data: [link] },
  },
  {
    name: 'gantt links of a chart',
    call: () => fetchGanttLinks(9),
    url: '/hpfm/v1{tenantPrefix}/gantt-task-links/9',
    options: { method: 'GET' },
  },
  {
    name: 'gantt links delete',
    call: () => deleteGanttLinks([link]),
    url: '/hpfm/v1{tenantPrefix}/gantt-task-links',
    options: { method: 'DELETE', data: [link] },
  },
  {
    name: 'profile value',
    call: () => fetchProfileValue('SITE_NAME'),
    url: '/hpfm/v1/{tenantId}/profile-value',
    options: { method: 'GET', params: { profileName: 'SITE_NAME' } },
    reply: ' Acme ',
    result: 'Acme',
  },
]);

describe('loadGanttChart', () => {
  it('loads tasks and links and maps them for the chart', async () => {
    requestMock.mockReset();
    requestMock.mockImplementation(async (url: string) =>
      url.includes('gantt-task-links')
        ? [{ ganttId: 9, linkType: '0', taskFromId: 1, taskTargetId: 2, taskLinkId: 3 }]
        : [{ ...task, taskId: 1, objectVersionNumber: 1 }],
    );
    await expect(loadGanttChart(9)).resolves.toEqual({
      data: [expect.objectContaining({ id: 1, text: 'A', start_date: '2024-01-01', parent: null })],
      links: [{ id: 3, type: '0', source: 1, target: 2, ganttId: 9 }],
    });
  });
});
