import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { makeCurrentUser } from '@polaris/core/services/iam/current-user.fixture';
import { deviceStorage, keepDeviceDataForHost } from '@polaris/core/session/device-storage';
import {
  missingPromptKeys,
  moveStartScope,
  parseStartScope,
  rememberedStartScope,
  rememberStartScope,
  scopeFitsUser,
  scopeOf,
  type StartScope,
} from './start-scope';

const alice = makeCurrentUser({ id: 2, currentRoleId: 11, tenantId: 1, language: 'en_US' });
const scope: StartScope = scopeOf(alice, ['hzero.common', 'hiam']);

const stored = () => deviceStorage().local()?.getItem('polaris.startScope') ?? 'null';

beforeEach(() => keepDeviceDataForHost(startRuntime(), undefined)); // storage in memory

describe('whether the layout asked early is the one the user gets', () => {
  it.each<[string, Partial<StartScope>, boolean]>([
    ['the same user, role, tenant and language', {}, true],
    ['another user signed in', { userId: 1 }, false],
    ['the role was switched elsewhere', { roleId: 12 }, false],
    ['the tenant was switched elsewhere', { tenantId: 2 }, false],
    ['the language changed on another device', { language: 'zh_CN' }, false],
    ['other text keys (a new module is checked later)', { promptKeys: ['hzero.common'] }, true],
  ])('%s: kept = %p', (_situation, change, kept) => {
    expect(scopeFitsUser({ ...scope, ...change }, alice)).toBe(kept);
  });
});

describe('text keys the early texts did not ask for', () => {
  it.each<[string[], string[], string[]]>([
    [['hzero.common', 'hiam'], ['hzero.common', 'hiam'], []],
    [['hzero.common', 'hiam', 'hmsg'], ['hzero.common', 'hiam'], []],
    [['hzero.common'], ['hzero.common', 'hiam', 'hiam'], ['hiam']],
    [[], ['hzero.common'], ['hzero.common']],
  ])('asked %p, needed %p: missing %p', (asked, needed, missing) => {
    expect(missingPromptKeys(asked, needed)).toEqual(missing);
  });
});

describe('the remembered record', () => {
  const json = (value: unknown) => JSON.stringify(value);

  it.each<[string, string | null, StartScope | null]>([
    ['none', null, null],
    ['not JSON', '{"userId":', null],
    ['a scope', json(scope), scope],
    ['an id that is not a whole number', json({ ...scope, roleId: '11' }), null],
    ['a language that is not a code', json({ ...scope, language: '<b>' }), null],
    ['no text keys', json({ ...scope, promptKeys: [] }), null],
    ['a text key that is not text', json({ ...scope, promptKeys: [1] }), null],
  ])('%s reads as %p', (_situation, raw, read) => {
    expect(parseStartScope(raw)).toEqual(read);
  });

  it('keeps only the ids, the language and the text keys', () => {
    rememberStartScope({ ...scope, token: 'secret' } as StartScope);
    expect(JSON.parse(stored())).toEqual({
      userId: 2,
      roleId: 11,
      tenantId: 1,
      language: 'en_US',
      promptKeys: ['hzero.common', 'hiam'],
    });
    expect(rememberedStartScope()).toEqual(scope);
  });

  it("moves along with the same user's switch of role and tenant, and only theirs", () => {
    rememberStartScope(scope);
    moveStartScope(1, { roleId: 2, tenantId: 1 });
    expect(rememberedStartScope()).toEqual(scope);
    moveStartScope(2, { roleId: 12, tenantId: 2 });
    expect(rememberedStartScope()).toEqual({ ...scope, roleId: 12, tenantId: 2 });
  });
});
