/**
 * The Lookup Views page's calls through the real client against the mock gateway, signed in as
 * admin (site level); what is saved is what the kit's LovField reads (`lov-view/info`).
 */
import { fetchLovViewInfo } from '@polaris/core/services/platform/lov';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteLovViews } from './delete-lov-views';
import { fetchLovViews } from './fetch-lov-views';
import { saveLovView } from './save-lov-view';

const api = serviceContract('admin');

const flagView = {
  viewCode: 'HPFM.FLAG_VIEW',
  viewName: '选择是否',
  lovCode: 'HPFM.FLAG',
  valueField: 'value',
  displayField: 'meaning',
  pageSize: 5,
  enabledFlag: 1 as const,
  viewLines: [
    {
      fieldName: 'meaning',
      display: '含义',
      queryFieldFlag: 1 as const,
      tableFieldFlag: 1 as const,
      tableFieldWidth: 200,
      dataType: 'STRING',
    },
  ],
};

describe('lookup views', () => {
  it('list: GET /hpfm/v1/lov-view-headers with the filters; empty ones not sent', async () => {
    const page = await fetchLovViews({ viewCode: 'COUNTRY', viewName: '' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/lov-view-headers',
      query: { viewCode: 'COUNTRY' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ viewCode: 'HPFM.COUNTRY', viewName: '选择国家/地区' }),
    ]);
  });

  it('create, edit, delete: lov-view/info answers each change', async () => {
    const created = await saveLovView(flagView);
    expect(api.sent()[0]).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/lov-view-headers',
      body: flagView,
    });
    const saved = await saveLovView({
      ...flagView,
      viewHeaderId: created.viewHeaderId,
      objectVersionNumber: created.objectVersionNumber,
      viewName: '是否',
    });
    expect(api.sent()[1]).toMatchObject({ method: 'PUT', path: '/hpfm/v1/lov-view-headers' });
    expect(await fetchLovViewInfo('HPFM.FLAG_VIEW')).toMatchObject({
      viewName: '是否',
      tableFields: [{ title: '含义', dataIndex: 'meaning', width: 200 }],
    });
    await deleteLovViews([saved]);
    expect(api.sent()[3]).toEqual({
      method: 'DELETE',
      path: '/hpfm/v1/lov-view-headers',
      query: {},
      body: [{ viewHeaderId: saved.viewHeaderId, objectVersionNumber: 2 }],
    });
    await expect(fetchLovViewInfo('HPFM.FLAG_VIEW')).rejects.toMatchObject({
      code: 'error.lov.view_not_found',
    });
  });
});
