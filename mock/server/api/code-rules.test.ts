// Code rules: both forms' lists and writes, who may, the generate call and the work orders'
// numbers taken from the rule.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const call = (path: string, token: string, method = 'GET', body?: unknown) =>
  callApi(t.url, path, { method, token, body });

/** alice, switched to Globex's production planner (organisation 2). */
async function planner(): Promise<string> {
  const token = signIn('alice');
  await call('/iam/v1/users/roles?roleId=12', token, 'PUT');
  return token;
}

const SEGMENTS = [
  { fieldType: 'CONSTANT', fieldValue: 'INV' },
  { fieldType: 'DATE', dateMask: 'yyMM' },
  { fieldType: 'SEQUENCE', seqLength: 3, startValue: 1, resetFrequency: 'MONTH' },
];

describe('GET /hpfm/v1[/{tid}]/code-rule', () => {
  it('site form: every organisation’s rules, with their segments and sequence', async () => {
    const { body } = await call('/hpfm/v1/code-rule?ruleCode=WORK_ORDER', signIn('admin'));
    expect(
      body.content.map((row: { tenantName: string; currentValue: number | null }) => [
        row.tenantName,
        row.currentValue,
      ]),
    ).toEqual([
      ['HZERO Platform', null],
      ['Acme Property', 1],
      ['Globex Manufacturing', 6],
    ]);
    expect(body.content[0].segments).toHaveLength(4);
  });

  it.each([
    ['an organisation role on the site form', '/hpfm/v1/code-rule'],
    ['a role without the page on the tenant form', '/hpfm/v1/1/code-rule'],
  ])('%s: refused (403)', async (_case, path) => {
    expect((await call(path, signIn('alice'))).status).toBe(403);
  });
});

describe('code rule writes', () => {
  it('created, then its codes handed out month by month', async () => {
    const admin = signIn('admin');
    const created = await call('/hpfm/v1/0/code-rule', admin, 'POST', {
      ruleCode: 'HPFM.INVOICE',
      ruleName: 'Invoices',
      segments: SEGMENTS,
    });
    expect(created.body).toMatchObject({ tenantId: 0, enabledFlag: 1, currentValue: null });
    const generate = () =>
      call('/hpfm/v1/0/code-rule/generate?ruleCode=HPFM.INVOICE', admin, 'POST');
    const day = new Date(t.gateway.state.clock.now()).toISOString();
    const prefix = `INV${day.slice(2, 4)}${day.slice(5, 7)}`;
    expect((await generate()).body).toBe(`${prefix}001`);
    expect((await generate()).body).toBe(`${prefix}002`);
    // another month: the monthly sequence starts again
    expect(t.gateway.state.codeRules.generate(0, 'HPFM.INVOICE', '2099-01-05')).toBe('INV9901001');
  });

  it.each([
    [[], 'segments'],
    [[{ fieldType: 'DATE', dateMask: 'QQ' }], 'dateMask'],
    [[{ fieldType: 'CONSTANT' }], 'fieldValue'],
    [[{ fieldType: 'SEQUENCE', seqLength: 0 }], 'seqLength'],
    [[{ fieldType: 'SEQUENCE', seqLength: 2, resetFrequency: 'WEEK' }], 'resetFrequency'],
    [
      [
        { fieldType: 'SEQUENCE', seqLength: 2 },
        { fieldType: 'SEQUENCE', seqLength: 2 },
      ],
      'SEQUENCE',
    ],
  ])('segments %j: refused, naming %s', async (segments, named) => {
    const { body } = await call('/hpfm/v1/code-rule', signIn('admin'), 'POST', {
      ruleCode: 'HPFM.BAD',
      ruleName: 'Bad',
      segments,
    });
    expect(body).toMatchObject({ failed: true, code: 'error.param.invalid' });
    expect(body.message).toContain(named);
  });

  it('tenant form: another organisation’s rule is not found; another organisation refused', async () => {
    const site = await call('/hpfm/v1/code-rule?tenantId=2', signIn('admin'));
    const [globex] = site.body.content;
    const admin = signIn('admin');
    await call('/iam/v1/users/roles?roleId=2', admin, 'PUT');
    const changed = await call('/hpfm/v1/1/code-rule', admin, 'PUT', { ...globex, ruleName: 'x' });
    expect(changed.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
    const other = await call('/hpfm/v1/2/code-rule', admin);
    expect(other.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});

describe('work orders take their number from PROD.WORK_ORDER', () => {
  it('a changed prefix numbers the next work order', async () => {
    const site = await call('/hpfm/v1/code-rule?ruleCode=WORK_ORDER&tenantId=2', signIn('admin'));
    const [rule] = site.body.content;
    const segments = [{ ...rule.segments[0], fieldValue: 'GX-' }, ...rule.segments.slice(1)];
    const saved = await call('/hpfm/v1/code-rule', signIn('admin'), 'PUT', { ...rule, segments });
    expect(saved.body).toMatchObject({ objectVersionNumber: 2 });

    const token = await planner();
    const created = await call('/mes/v1/2/work-orders', token, 'POST', {
      planId: 2,
      itemCode: 'PH-500',
      quantity: 40,
      plannedStart: '2026-12-08',
      plannedEnd: '2026-12-10',
    });
    expect(created.body).toMatchObject({ workOrderNum: 'GX-2026-0007' });
  });
});

describe('a tenant created since the seed', () => {
  it('is an organisation the site form creates rules for, named in the list', async () => {
    const admin = signIn('admin');
    const tenant = t.gateway.state.accounts.tenants.add({
      num: 'INITECH',
      name: 'Initech',
      limitUserQty: null,
      contactName: null,
      contactEmail: null,
      creationDate: '2026-11-27 09:00:00',
    });
    const created = await call('/hpfm/v1/code-rule', admin, 'POST', {
      tenantId: tenant.id,
      ruleCode: 'INITECH.PO',
      ruleName: 'Purchase orders',
      segments: SEGMENTS,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ tenantId: tenant.id, tenantName: 'Initech' });
  });
});
