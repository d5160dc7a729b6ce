// /hmnt audit versions, document log and page route; /hwfl approval history.
import { APPROVAL_ACTIONS } from '../../../src/services/workflow/types';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;

describe('audit-datas', () => {
  it.each([
    ['the tenant path', '/hmnt/v1/1'],
    ['the site path', '/hmnt/v1'],
  ])('pages the versions of an entity, newest first, through %s', async (_label, prefix) => {
    const token = tokenOf('alice');
    const query = 'entityCode=HPFM.TENANT&entityId=1';
    const first = await callApi(t.url, `${prefix}/audit-datas?${query}&page=0&size=2`, { token });
    expect(first.body).toMatchObject({ totalElements: 5, size: 2, number: 0, numberOfElements: 2 });
    expect(first.body.content.map((v: { entityVersion: number }) => v.entityVersion)).toEqual([
      5, 4,
    ]);
    expect(first.body.content[0]).toMatchObject({
      auditDataId: 5,
      auditType: 'UPDATE',
      auditTypeMeaning: 'Update',
      remark: 'Reactivated',
      lastUpdatedByName: '管理员',
      lastUpdateDate: '2024-04-22 08:00:00',
      auditDataLineList: [
        { fieldCode: 'enabledFlag', fieldName: 'Enabled', fieldValueOld: '0', fieldValueNew: '1' },
        {
          fieldCode: 'limitUserQty',
          fieldName: 'User limit',
          fieldValueOld: '200',
          fieldValueNew: '300',
        },
      ],
    });
    const last = await callApi(t.url, `${prefix}/audit-datas?${query}&page=2&size=2`, { token });
    expect(last.body).toMatchObject({ number: 2, numberOfElements: 1 });
    expect(last.body.content[0]).toMatchObject({ entityVersion: 1, auditType: 'INSERT' });
  });

  it('writes meanings and field names in the user language', async () => {
    const result = await callApi(t.url, '/hmnt/v1/0/audit-datas?entityCode=HIAM.USER&entityId=2', {
      token: tokenOf('admin'),
    });
    expect(result.body.content[1]).toMatchObject({ auditTypeMeaning: '新增' });
    expect(result.body.content[1].auditDataLineList[0].fieldName).toBe('姓名');
  });

  it('answers an empty page for an entity without versions', async () => {
    const result = await callApi(t.url, '/hmnt/v1/audit-datas?entityCode=HPFM.TENANT&entityId=99', {
      token: tokenOf('admin'),
    });
    expect(result.body).toMatchObject({ content: [], totalElements: 0, number: 0 });
  });
});

describe('audit documents', () => {
  it('pages the log of a document', async () => {
    const result = await callApi(
      t.url,
      '/hmnt/v1/1/audit-documents/log/detail?documentCode=HPFM.TENANT&entityId=1&size=3',
      { token: tokenOf('alice') },
    );
    expect(result.body).toMatchObject({ totalElements: 5, numberOfElements: 3 });
    expect(result.body.content[0]).toMatchObject({
      documentCode: 'HPFM.TENANT',
      entityName: 'Tenant',
      entityVersion: 5,
    });
  });

  it.each([
    ['documentCode=HPFM.TENANT', { route: '/hpfm/tenants' }],
    ['auditDocumentId=2', { route: '/hiam/sub-account-org' }],
    ['documentCode=NOPE', { failed: true, code: 'error.audit.document_not_found' }],
  ])('page-route?%s', async (query, expected) => {
    const result = await callApi(t.url, `/hmnt/v1/1/audit-documents/page-route?${query}`, {
      token: tokenOf('alice'),
    });
    expect(result.body).toMatchObject(expected);
  });
});

describe('approval history', () => {
  it('shows every action kind of the contract and one running step', async () => {
    const result = await callApi(t.url, '/hwfl/v1/1/process/instance/10001/approve-history', {
      token: tokenOf('alice'),
    });
    const steps = result.body as { action: string | null; endTime: string | null }[];
    expect(new Set(steps.map((s) => s.action).filter(Boolean))).toEqual(new Set(APPROVAL_ACTIONS));
    const running = steps.filter((s) => s.endTime === null);
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({ action: null, assigneeName: 'Alice Chen' });
    for (const field of [
      'id',
      'assigneeName',
      'positionName',
      'unitName',
      'comment',
      'startTime',
    ]) {
      expect(steps[0]).toHaveProperty(field);
    }
  });

  it.each([
    ['10002', 3],
    ['424242', 0],
    ['constructor', 0],
  ])('instance %s has %i steps', async (instance, length) => {
    const result = await callApi(t.url, `/hwfl/v1/1/process/instance/${instance}/approve-history`, {
      token: tokenOf('alice'),
    });
    expect(result.body).toHaveLength(length);
  });
});

describe('audit-datas filters and long fields', () => {
  const get = (query: string) =>
    callApi(t.url, `/hmnt/v1/audit-datas?${query}`, { token: tokenOf('admin') });
  const versionsOf = (body: { content: { auditDataId: number }[] }) =>
    body.content.map((v) => v.auditDataId);

  it.each([
    ['lastUpdateDateFrom=2024-04-01', [5, 4, 12]],
    ['lastUpdateDateFrom=2024-03-01&lastUpdateDateTo=2024-03-15', [7, 10, 3]],
    ['lastUpdateDateTo=2024-01-08 10:12:30&entityCode=HPFM.TENANT', [1]],
  ])('%s', async (query, ids) => {
    const result = await get(`${query}&size=100`);
    expect(versionsOf(result.body)).toEqual(ids);
  });

  it('refuses a date that is not a date', async () => {
    const result = await get('lastUpdateDateFrom=01/04/2024');
    expect(result.body).toMatchObject({ failed: true, code: 'error.param.invalid' });
    expect(result.body.message).toContain('lastUpdateDateFrom');
  });

  it('keeps long values whole: several lines of text and JSON on one line', async () => {
    const result = await get('entityCode=HSDR.JOB_INFO&entityId=3');
    const lines = result.body.content[0].auditDataLineList as {
      fieldCode: string;
      fieldValueOld: string;
      fieldValueNew: string;
    }[];
    const param = lines.find((line) => line.fieldCode === 'jobParam')!;
    expect(JSON.parse(param.fieldValueOld)).toMatchObject({ batchSize: 200 });
    expect(JSON.parse(param.fieldValueNew)).toMatchObject({ batchSize: 500 });
    const description = lines.find((line) => line.fieldCode === 'description')!;
    expect(description.fieldValueNew.split('\n')).toHaveLength(4);
  });

  it('routes the currency and job documents to their pages', async () => {
    for (const [code, route] of [
      ['HPFM.CURRENCY', '/hpfm/currency'],
      ['HSDR.JOB_INFO', '/hsdr/job-info'],
    ]) {
      const result = await callApi(
        t.url,
        `/hmnt/v1/1/audit-documents/page-route?entityCode=${code}`,
        {
          token: tokenOf('alice'),
        },
      );
      expect(result.body).toEqual({ route });
    }
  });
});

describe('process instances', () => {
  const list = (query = '') =>
    callApi(t.url, `/hwfl/v1/1/process/instance?${query}`, { token: tokenOf('alice') });
  const ids = (body: { content: { processInstanceId: number }[] }) =>
    body.content.map((row) => row.processInstanceId);

  it('pages the instances, newest first, each with a history', async () => {
    const result = await list();
    expect(result.body).toMatchObject({ totalElements: 5, number: 0 });
    expect(ids(result.body)).toEqual([10003, 10006, 10005, 10001, 10002]);
    expect(result.body.content[4]).toMatchObject({
      processName: 'Meter readings',
      endTime: '2024-05-03 10:00:00',
      suspended: false,
    });
  });

  it.each([
    ['status=running', [10006, 10005, 10001]],
    ['status=suspended', [10003]],
    ['status=finished', [10002]],
    ['processName=BUDGET', [10001]],
    ['processInstanceId=10002', [10002]],
  ])('filters by %s', async (query, expected) => {
    expect(ids((await list(query)).body)).toEqual(expected);
  });

  it('refuses an unknown status', async () => {
    expect((await list('status=paused')).body).toMatchObject({
      failed: true,
      code: 'error.param.invalid',
    });
  });
});
