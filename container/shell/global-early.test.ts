/**
 * Layout initialisation with the menu and texts asked alongside the current user (issue 24):
 * kept when they were asked for the user's scope, asked again when not or when they failed, the
 * texts of a module deployed since added, the scope remembered for the next start, and the tabs
 * of the user's role restored either way.
 */
import type { MenuDto } from '@polaris/core/services/iam/types';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { t } from '@polaris/core/i18n/intl';
import { createMemoryStorage } from '../tabs/memory-storage.fixture';
import { tabSessionKey } from '../tabs/persistence';
import { WORKPLACE_KEY } from '../tabs/tabs';
import { scopeOf, type StartScope } from '../session/start-scope';
import type { EarlyLayout } from './early-layout';
import { menu, ROLE_ID, setup, user } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');

const fetchMenuTreeMock = jest.mocked(fetchMenuTree);
const fetchPromptsMock = jest.mocked(fetchPrompts);

const askedMenu: MenuDto[] = [
  { id: 9, code: 'early', name: 'Asked early', type: 'menu', route: '/hiam/user' },
];
const userScope: StartScope = scopeOf(user, ['hzero.common', 'hiam']);

function earlyLayout(
  scope: Partial<StartScope> = {},
  answers: { menu?: MenuDto[]; texts?: Record<string, string> } = {
    menu: askedMenu,
    texts: { 'hiam.title': 'IAM asked early' },
  },
): EarlyLayout & { cancel: jest.Mock } {
  return {
    scope: { ...userScope, ...scope },
    menu: Promise.resolve(answers.menu),
    texts: Promise.resolve(answers.texts),
    cancel: jest.fn(),
  };
}

const menuNames = (global: () => { menu: { title: string }[] }) =>
  global().menu.map((node) => node.title);

beforeEach(() => {
  fetchMenuTreeMock.mockReset().mockResolvedValue(menu);
  fetchPromptsMock.mockReset().mockResolvedValue({ 'hiam.title': 'IAM asked now' });
});

describe('global/initLayout with a layout asked early', () => {
  it('keeps the early menu and texts when they are the user’s scope: nothing is asked again', async () => {
    const { initLayout, global, deps, modelStore } = setup();
    const early = earlyLayout();
    await initLayout(early);
    expect(menuNames(global)).toEqual(['Asked early']);
    expect(t('hiam.title')).toBe('IAM asked early');
    expect(fetchMenuTreeMock).not.toHaveBeenCalled();
    expect(fetchPromptsMock).not.toHaveBeenCalled();
    expect(early.cancel).not.toHaveBeenCalled();
    expect(deps.rememberScope).toHaveBeenCalledWith(userScope);
    modelStore.destroy();
  });

  it.each<[string, Partial<StartScope>]>([
    ['another user', { userId: 99 }],
    ['another role', { roleId: ROLE_ID + 1 }],
    ['another tenant', { tenantId: 8 }],
    ['another language', { language: 'zh_CN' }],
  ])('drops a layout asked for %s and asks for the user’s', async (_who, scope) => {
    const { initLayout, global, deps, modelStore } = setup();
    const early = earlyLayout(scope);
    await initLayout(early);
    expect(early.cancel).toHaveBeenCalled();
    expect(menuNames(global)).toEqual(['IAM']);
    expect(t('hiam.title')).toBe('IAM asked now');
    expect(fetchMenuTreeMock).toHaveBeenCalledWith({ lang: 'en_US', roleId: 42 }, { silent: true });
    expect(deps.rememberScope).toHaveBeenCalledWith(userScope);
    modelStore.destroy();
  });

  it('asks again, as usual, for what the early requests could not get', async () => {
    const { initLayout, global, modelStore } = setup();
    await initLayout(earlyLayout({}, {}));
    expect(menuNames(global)).toEqual(['IAM']);
    expect(fetchMenuTreeMock).toHaveBeenCalledWith({ lang: 'en_US', roleId: 42 }, { silent: true });
    expect(fetchPromptsMock).toHaveBeenCalledWith({
      lang: 'en_US',
      promptKey: ['hzero.common', 'hiam'],
      organizationId: 7,
    });
    modelStore.destroy();
  });

  it('adds the texts of a module deployed since the scope was remembered, and only those', async () => {
    const { initLayout, deps, modelStore } = setup();
    deps.promptKeys.mockReturnValue(['hzero.common', 'hiam', 'hmsg']);
    fetchPromptsMock.mockResolvedValue({ 'hmsg.title': 'Messages' });
    await initLayout(earlyLayout());
    expect(fetchPromptsMock).toHaveBeenCalledTimes(1);
    expect(fetchPromptsMock).toHaveBeenCalledWith({
      lang: 'en_US',
      promptKey: ['hmsg'],
      organizationId: 7,
    });
    expect(t('hmsg.title')).toBe('Messages');
    expect(t('hiam.title')).toBe('IAM asked early');
    expect(deps.rememberScope).toHaveBeenCalledWith({
      ...userScope,
      promptKeys: ['hzero.common', 'hiam', 'hmsg'],
    });
    modelStore.destroy();
  });

  it('restores the tabs saved for the user’s role, early menu or not', async () => {
    const saved = JSON.stringify({
      tabs: [{ key: '/hiam/user', path: '/hiam/user', title: 'Saved users', type: 'menu' }],
      activeTabKey: '/hiam/user',
    });
    for (const early of [earlyLayout(), earlyLayout({ roleId: ROLE_ID + 1 })]) {
      const storage = createMemoryStorage({ [tabSessionKey(ROLE_ID)]: saved });
      const { initLayout, tabKeys, global, modelStore } = setup({ storage });
      await initLayout(early);
      expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user']);
      expect(global().activeTabKey).toBe('/hiam/user');
      modelStore.destroy();
    }
  });

  it('remembers nothing when the menu could not be loaded', async () => {
    fetchMenuTreeMock.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { initLayout, global, deps, modelStore } = setup();
    await initLayout(earlyLayout({}, {}));
    expect(global().menuLoadError).toBeTruthy();
    expect(deps.rememberScope).not.toHaveBeenCalled();
    modelStore.destroy();
  });
});
