/** The code rule calls through the real client against the gateway. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteCodeRule } from './delete-code-rule';
import { fetchCodeRules } from './fetch-code-rules';
import { saveCodeRule } from './save-code-rule';

const api = serviceContract('admin');

const NEW = {
  ruleCode: 'HPFM.INVOICE',
  ruleName: 'Invoices',
  enabledFlag: 1 as const,
  segments: [
    { fieldType: 'CONSTANT' as const, fieldValue: 'INV-' },
    {
      fieldType: 'SEQUENCE' as const,
      seqLength: 3,
      startValue: 1,
      resetFrequency: 'YEAR' as const,
    },
  ],
};

describe('code rules', () => {
  it('list, site form: GET /hpfm/v1/code-rule with the filters', async () => {
    const page = await fetchCodeRules.site({ ruleCode: 'LOT', tenantId: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/code-rule',
      query: { ruleCode: 'LOT', tenantId: '2' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ ruleCode: 'GLOBEX.LOT', tenantName: 'Globex Manufacturing' }),
    ]);
  });

  it('created, changed and deleted on the tenant form', async () => {
    const created = await saveCodeRule('tenant', NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/hpfm/v1/0/code-rule',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, tenantId: 0, currentValue: null });
    const changed = await saveCodeRule('tenant', { ...created, ruleName: 'Invoices (EU)' });
    expect(changed).toMatchObject({ ruleName: 'Invoices (EU)', objectVersionNumber: 2 });
    await deleteCodeRule('tenant', changed);
    expect((await fetchCodeRules.tenant({ ruleCode: 'INVOICE' })).content).toEqual([]);
  });

  it('a second sequence: refused, naming it', async () => {
    await expect(
      saveCodeRule('site', { ...NEW, segments: [NEW.segments[1], NEW.segments[1]] }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices[0]).toMatchObject({ description: expect.stringContaining('SEQUENCE') });
  });
});
