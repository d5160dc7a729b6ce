// Lookups: view info, paged data with filters, values and batches; public forms; failures.
import { APPROVAL_ACTIONS } from '../../../src/services/workflow/types';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = async (path: string, token?: string) => (await callApi(t.url, path, { token })).body;
const NOT_FOUND = { failed: true, code: 'error.lov.not_found', type: 'warn' };

describe('GET /hpfm/v1[/{orgId}]/lovs/value', () => {
  it.each([
    [
      'alice',
      '/hpfm/v1/1/lovs/value?lovCode=HPFM.FLAG',
      [
        ['1', 'Yes'],
        ['0', 'No'],
      ],
    ],
    [
      'admin',
      '/hpfm/v1/lovs/value?lovCode=HPFM.FLAG',
      [
        ['1', '是'],
        ['0', '否'],
      ],
    ],
    [
      'admin',
      '/hpfm/v1/lovs/value?lovCode=HPFM.FLAG&lang=en_US',
      [
        ['1', 'Yes'],
        ['0', 'No'],
      ],
    ],
    [
      'alice',
      '/hpfm/v1/1/lovs/value?lovCode=HPFM.ENABLED_FLAG',
      [
        ['1', 'Enabled'],
        ['0', 'Disabled'],
      ],
    ],
    [
      'alice',
      '/hpfm/v1/lovs/value?lovCode=HMSG.MESSAGE_TYPE',
      [
        ['MSG', 'Message'],
        ['NOTICE', 'Notice'],
        ['EMAIL', 'Email'],
        ['SMS', 'SMS'],
      ],
    ],
    [
      'admin',
      '/hpfm/v1/lovs/value?lovCode=HPFM.LANGUAGE',
      [
        ['zh_CN', '简体中文'],
        ['en_US', 'English'],
        ['ja_JP', '日本語'],
        ['de_DE', 'Deutsch'],
      ],
    ],
    [
      'admin',
      '/hpfm/v1/lovs/value?lovCode=HPFM.TENANT',
      [
        ['0', 'HZERO Platform'],
        ['1', 'Acme Property'],
        ['2', 'Globex Manufacturing'],
      ],
    ],
  ] as const)('%s %s', async (user, path, expected) => {
    const values = await get(path, signIn(user));
    expect(values.map((v: { value: string; meaning: string }) => [v.value, v.meaning])).toEqual(
      expected,
    );
    values.forEach((v: { orderSeq: number; tag: unknown }, i: number) => {
      expect(v.orderSeq).toBe((i + 1) * 10);
      expect(v).toHaveProperty('tag');
    });
  });

  it('lists the approval action kinds of the contract, in order', async () => {
    const values = await get('/hpfm/v1/lovs/value?lovCode=HWFL.APPROVE_ACTION', signIn('admin'));
    expect(values.map((v: { value: string }) => v.value)).toEqual(APPROVAL_ACTIONS);
    expect(values[0]).toEqual({ value: 'Approved', meaning: '同意', orderSeq: 10, tag: 'green' });
  });

  it('scopes the user lookup to the current tenant', async () => {
    const values = await get('/hpfm/v1/1/lovs/value?lovCode=HIAM.USER', signIn('alice'));
    expect(values).toHaveLength(24);
    expect(values[0]).toEqual({ value: '2', meaning: 'Alice Chen', orderSeq: 10, tag: null });
  });

  it.each([
    ['an unknown code', '/hpfm/v1/1/lovs/value?lovCode=NOPE'],
    ['no code', '/hpfm/v1/1/lovs/value'],
  ])('answers a warn failed body for %s', async (_label, path) => {
    expect(await get(path, signIn('alice'))).toMatchObject(NOT_FOUND);
  });
});

describe('GET /hpfm/v1[/{orgId}]/lovs/data', () => {
  const page = (query: string) =>
    get(`/hpfm/v1/1/lovs/data?lovCode=HIAM.USER&${query}`, signIn('alice'));

  it('answers a zero-based page with the default size 10', async () => {
    const body = await page('');
    expect(body).toMatchObject({ totalElements: 24, size: 10, number: 0, numberOfElements: 10 });
    expect(body.content[0]).toMatchObject({ id: 2, loginName: 'alice', tenantId: 1 });
  });

  it.each([
    ['page=2&size=10', 2, 4, 24],
    ['page=1&size=5', 1, 5, 24],
    ['page=9&size=5', 9, 0, 24],
    ['realName=wei', 0, 2, 2],
    ['loginName=ACME0&enabledFlag=0', 0, 1, 1],
    ['loginName=&realName=', 0, 10, 24],
    ['unknownFilter=zzz', 0, 10, 24],
  ])('%s → page %s with %s of %s rows', async (query, number, count, total) => {
    const body = await page(query);
    expect(body.number).toBe(number);
    expect(body.numberOfElements).toBe(count);
    expect(body.content).toHaveLength(count);
    expect(body.totalElements).toBe(total);
  });

  it('sorts by field,asc|desc', async () => {
    const body = await page('sort=loginName,desc&size=3');
    expect(body.content.map((r: { loginName: string }) => r.loginName)).toEqual([
      'alice',
      'acme23',
      'acme22',
    ]);
  });

  it('pages value sets too', async () => {
    const body = await get(
      '/hpfm/v1/lovs/data?lovCode=HWFL.APPROVE_ACTION&value=sign',
      signIn('admin'),
    );
    expect(body.content.map((r: { value: string }) => r.value)).toEqual([
      'AddSign',
      'ApproveAndAddSign',
    ]);
  });

  it('shows every tenant and every user on the platform tenant', async () => {
    const token = signIn('admin');
    expect((await get('/hpfm/v1/lovs/data?lovCode=HPFM.TENANT', token)).totalElements).toBe(3);
    expect((await get('/hpfm/v1/0/lovs/data?lovCode=HIAM.USER', token)).totalElements).toBe(37);
  });

  it('answers failed bodies for an unknown code and another organisation', async () => {
    const token = signIn('alice');
    expect(await get('/hpfm/v1/1/lovs/data?lovCode=NOPE', token)).toMatchObject(NOT_FOUND);
    expect(await get('/hpfm/v1/2/lovs/data?lovCode=HIAM.USER', token)).toMatchObject({
      failed: true,
      code: 'error.permission.tenant_mismatch',
    });
  });
});

describe('GET /hpfm/v1[/pub | /{orgId}]/lovs/value/batch', () => {
  it('answers each alias with its values', async () => {
    const body = await get(
      '/hpfm/v1/1/lovs/value/batch?flag=HPFM.FLAG&actions=HWFL.APPROVE_ACTION',
      signIn('alice'),
    );
    expect(Object.keys(body)).toEqual(['flag', 'actions']);
    expect(body.flag[0]).toEqual({ value: '1', meaning: 'Yes', orderSeq: 10, tag: null });
    expect(body.actions).toHaveLength(10);
  });

  it('works without a token under /pub for value sets, in zh_CN unless lang is given', async () => {
    expect((await get('/hpfm/v1/pub/lovs/value/batch?f=HPFM.FLAG')).f[0].meaning).toBe('是');
    expect((await get('/hpfm/v1/pub/lovs/value/batch?f=HPFM.FLAG&lang=en_US')).f[0].meaning).toBe(
      'Yes',
    );
  });

  it.each([
    ['an unknown code', '/hpfm/v1/lovs/value/batch?a=HPFM.FLAG&b=NOPE', true],
    ['a data lookup under /pub', '/hpfm/v1/pub/lovs/value/batch?u=HIAM.USER', false],
  ])('answers a warn failed body for %s', async (_label, path, withToken) => {
    expect(await get(path, withToken ? signIn('admin') : undefined)).toMatchObject(NOT_FOUND);
  });

  it('needs a token outside /pub', async () => {
    expect((await callApi(t.url, '/hpfm/v1/lovs/value/batch?a=HPFM.FLAG')).status).toBe(401);
  });
});

describe('GET /hpfm/v1[/pub | /{orgId}]/lov-view/info', () => {
  it('describes a data lookup view in the caller language', async () => {
    const body = await get('/hpfm/v1/1/lov-view/info?viewCode=HIAM.USER', signIn('alice'));
    expect(body).toMatchObject({
      viewCode: 'HIAM.USER',
      lovCode: 'HIAM.USER',
      valueField: 'id',
      displayField: 'realName',
      pageSize: 10,
      queryUrl: '/hpfm/v1/1/lovs/data?lovCode=HIAM.USER',
    });
    expect(body.queryFields[0]).toEqual({
      field: 'loginName',
      label: 'Account',
      dataType: 'STRING',
    });
    expect(body.tableFields[0]).toEqual({ title: 'Account', dataIndex: 'loginName', width: 150 });
  });

  it.each([
    ['/hpfm/v1/lov-view/info?viewCode=HPFM.TENANT', true, '租户编码', '/hpfm/v1/lovs/data'],
    ['/hpfm/v1/pub/lov-view/info?viewCode=HWFL.APPROVE_ACTION', false, '值', '/hpfm/v1/lovs/data'],
  ])('%s', async (path, withToken, firstTitle, url) => {
    const body = await get(path, withToken ? signIn('admin') : undefined);
    expect(body.tableFields[0].title).toBe(firstTitle);
    expect(body.queryUrl.startsWith(url)).toBe(true);
  });

  it.each([
    ['an unknown view', '/hpfm/v1/lov-view/info?viewCode=NOPE', true],
    ['a data view under /pub', '/hpfm/v1/pub/lov-view/info?viewCode=HIAM.USER', false],
  ])('answers a warn failed body for %s', async (_label, path, withToken) => {
    expect(await get(path, withToken ? signIn('admin') : undefined)).toMatchObject({
      failed: true,
      code: 'error.lov.view_not_found',
      type: 'warn',
    });
  });
});

describe('lookups of disabled and URL sets', () => {
  it.each(['HPFM.LEGACY_REGION', 'HPFM.BANK'])('%s answers no values', async (code) => {
    expect(await get(`/hpfm/v1/lovs/value?lovCode=${code}`, signIn('admin'))).toEqual([]);
  });
});
