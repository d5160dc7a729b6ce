/** The global model's language switch: texts and menu names once per language, tabs re-titled. */
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { makeCurrentUser } from '@polaris/core/services/iam/current-user.fixture';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { updateDefaultLanguage } from '@polaris/core/services/iam/users';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { keepDeviceDataForHost } from '@polaris/core/session/device-storage';
import { rememberedStartScope, rememberStartScope, scopeOf } from '../session/start-scope';
import { menu, setup, user } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');
jest.mock('@polaris/core/services/iam/users');
jest.mock('@polaris/core/services/iam/current-user');
jest.mock('../language/locale-loader', () => ({ loadLocales: jest.fn(() => Promise.resolve({})) }));

const japaneseMenu: MenuDto[] = [
  {
    ...menu[0],
    name: 'アイデンティティ',
    subMenus: [
      { ...menu[0].subMenus![0], name: 'ユーザー' },
      { ...menu[0].subMenus![1], name: 'ロール' },
    ],
  },
];

beforeEach(() => {
  jest.mocked(updateDefaultLanguage).mockReset().mockResolvedValue(undefined);
  jest
    .mocked(fetchCurrentUser)
    .mockReset()
    .mockResolvedValue(makeCurrentUser({ language: 'ja_JP' }));
  jest.mocked(fetchPrompts).mockReset().mockResolvedValue({});
});

describe('global model: changing language', () => {
  it('keeps a tab the user opened while the new texts were loading, and re-titles every tab', async () => {
    let answerMenu: (tree: MenuDto[]) => void = () => {};
    jest
      .mocked(fetchMenuTree)
      .mockReset()
      .mockResolvedValueOnce(menu)
      .mockImplementationOnce(() => new Promise((resolve) => (answerMenu = resolve)));
    const { initLayout, visit, run, global, modelStore } = setup();
    await initLayout();
    await visit('/hiam/user');

    const switching = run<boolean>('changeLanguage', 'ja_JP');
    await visit('/hiam/role');
    answerMenu(japaneseMenu);
    expect(await switching).toBe(true);

    expect(global().tabs.map((tab) => [tab.key, tab.title])).toEqual([
      ['/workplace', expect.any(String)],
      ['/hiam/user', 'ユーザー'],
      ['/hiam/role', 'ロール'],
    ]);
    expect(global().activeTabKey).toBe('/hiam/role');
    expect(global().language).toBe('ja_JP');
    expect(updateDefaultLanguage).toHaveBeenCalledWith('ja_JP');
    modelStore.destroy();
  });

  it('saves the language before asking for the user again, whose names the server gives in it', async () => {
    jest
      .mocked(fetchMenuTree)
      .mockReset()
      .mockResolvedValueOnce(menu)
      .mockResolvedValueOnce(japaneseMenu);
    const order: string[] = [];
    jest.mocked(updateDefaultLanguage).mockImplementation(async () => {
      order.push('save');
    });
    jest.mocked(fetchCurrentUser).mockImplementation(async () => {
      order.push('user');
      return makeCurrentUser({ language: 'ja_JP' });
    });
    const { initLayout, run, modelStore } = setup();
    await initLayout();
    expect(await run<boolean>('changeLanguage', 'ja_JP')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the user is asked in the background
    expect(order).toEqual(['save', 'user']);
    modelStore.destroy();
  });

  it('switches even when the default cannot be saved, and then does not ask for the user', async () => {
    jest
      .mocked(fetchMenuTree)
      .mockReset()
      .mockResolvedValueOnce(menu)
      .mockResolvedValueOnce(japaneseMenu);
    jest.mocked(updateDefaultLanguage).mockRejectedValue(new Error('down'));
    const { initLayout, run, global, modelStore } = setup();
    await initLayout();
    expect(await run<boolean>('changeLanguage', 'ja_JP')).toBe(true);
    expect(global().language).toBe('ja_JP');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchCurrentUser).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it("moves the user's remembered start scope to the new language, so the next start asks in it", async () => {
    keepDeviceDataForHost(startRuntime(), undefined); // storage in memory
    jest
      .mocked(fetchMenuTree)
      .mockReset()
      .mockResolvedValueOnce(menu)
      .mockResolvedValueOnce(japaneseMenu);
    const { initLayout, run, modelStore } = setup({ withUser: true });
    await initLayout();
    rememberStartScope(scopeOf(user, ['hzero.common']));
    expect(await run<boolean>('changeLanguage', 'ja_JP')).toBe(true);
    expect(rememberedStartScope()).toEqual(
      scopeOf({ ...user, language: 'ja_JP' }, ['hzero.common']),
    );
    modelStore.destroy();
  });
});
