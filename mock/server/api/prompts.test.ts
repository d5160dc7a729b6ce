// Prompt texts by key prefix, public and per organisation.
import { deDE } from '../../data/prompts/de_DE';
import { enUS } from '../../data/prompts/en_US';
import { jaJP } from '../../data/prompts/ja_JP';
import { zhCN } from '../../data/prompts/zh_CN';
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';
import { selectPrompts } from './prompts';

const t = useTestGateway();

const REQUIRED: Record<string, [string, string]> = {
  'hzero.common.title.workplace': ['工作台', 'Workplace'],
  'hzero.common.button.logout': ['退出登录', 'Sign out'],
  'hzero.common.exception.403': [
    '抱歉，你无权访问该页面',
    'Sorry, you have no permission to access this page',
  ],
  'hzero.common.exception.404': [
    '抱歉，你访问的页面不存在',
    'Sorry, the page you visited does not exist',
  ],
  'hzero.common.exception.500': ['抱歉，服务器出错了', 'Sorry, the server went wrong'],
  'hzero.common.notification.success': ['操作成功', 'Operation succeeded'],
  'hzero.common.notification.error': ['操作失败', 'Operation failed'],
  'hzero.common.notification.abnormal': ['操作异常', 'Operation abnormal'],
  'hzero.common.notification.networkError': ['网络请求异常', 'Network request exception'],
  'hzero.common.notification.retryLater': ['请稍后重试', 'Please retry later'],
  'hzero.common.message.unauthorized': [
    '缺少当前操作的权限，请联系系统管理员',
    'Missing permission for the current operation, please contact the system administrator',
  ],
};

const OTHER_REQUIRED_KEYS = [
  'hzero.common.title.home',
  'hzero.common.button.close',
  'hzero.common.button.closeOther',
  'hzero.common.button.closeAll',
  'hzero.common.button.refresh',
  'hzero.common.button.back',
  'hzero.common.button.retry',
  'hzero.common.exception.501',
  'hzero.common.message.loading',
  'hzero.common.menu.search',
  'hzero.common.title.role',
  'hzero.common.title.tenant',
  'hzero.common.title.language',
  'hzero.common.title.kickoff',
  'hiam.userInfo.title',
  'hiam.userInfo.field.loginName',
  'hiam.userInfo.field.realName',
  'hiam.userInfo.field.email',
  'hiam.userInfo.field.phone',
  'hiam.userInfo.field.language',
  'hiam.userInfo.field.timeZone',
  'hiam.userInfo.field.tenant',
  'hiam.userInfo.field.role',
  'hiam.roles.title',
  'hiam.roles.current',
  'hpfm.tenants.title',
  'hpfm.tenants.default',
  'hiam.menu.title',
];

describe('prompt data', () => {
  it('has the same keys in zh_CN and en_US', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it.each(Object.entries(REQUIRED))('has %s in both languages', (key, [zh, en]) => {
    expect(zhCN[key]).toBe(zh);
    expect(enUS[key]).toBe(en);
  });

  it.each(OTHER_REQUIRED_KEYS)('has %s', (key) => {
    expect(zhCN[key]).toBeTruthy();
    expect(enUS[key]).toBeTruthy();
  });
});

describe('selecting by prefix', () => {
  it('matches whole key segments only', () => {
    expect(Object.keys(selectPrompts('en_US', 'hiam.roles'))).toEqual(
      Object.keys(enUS).filter((key) => key.startsWith('hiam.roles.')),
    );
    expect(selectPrompts('en_US', 'hiam.role')).toEqual({});
  });

  it('takes several comma-separated prefixes', () => {
    const texts = selectPrompts('zh_CN', 'hzero.common.exception, hpfm.tenants');
    expect(
      Object.keys(texts).every(
        (k) => k.startsWith('hzero.common.exception.') || k.startsWith('hpfm.tenants.'),
      ),
    ).toBe(true);
    expect(texts['hzero.common.exception.404']).toBe('抱歉，你访问的页面不存在');
    expect(texts['hpfm.tenants.title']).toBe('我的租户');
  });

  it('answers zh_CN texts for an unknown language', () => {
    expect(selectPrompts('fr_FR', 'hzero.common.title')['hzero.common.title.workplace']).toBe(
      '工作台',
    );
  });
});

describe('prompt endpoints', () => {
  it('serves the public form without a token', async () => {
    const result = await callApi(
      t.url,
      '/hpfm/v1/prompt/en_US?promptKey=hzero.common,hzero.c7nProUI',
    );
    expect(result.status).toBe(200);
    expect(result.body['hzero.common.button.logout']).toBe('Sign out');
    expect(result.body['hzero.c7nProUI.Table.query_button']).toBe('Search');
    expect(result.body['hiam.roles.title']).toBeUndefined();
  });

  it('serves the organisation form to a signed-in user', async () => {
    const token = await tokenFor(t.url, 'alice');
    const result = await callApi(t.url, '/hpfm/v1/1/prompt/zh_CN?promptKey=hiam', { token });
    expect(result.status).toBe(200);
    expect(result.body['hiam.userInfo.title']).toBe('个人中心');
    expect(Object.keys(result.body).every((key) => key.startsWith('hiam.'))).toBe(true);
  });

  it('refuses another organisation than the session one', async () => {
    const token = await tokenFor(t.url, 'alice');
    const result = await callApi(t.url, '/hpfm/v1/2/prompt/zh_CN?promptKey=hiam', { token });
    expect(result.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
    expect(result.body['hiam.userInfo.title']).toBeUndefined();
  });
});

describe('partly translated languages', () => {
  it.each([
    ['de_DE', deDE],
    ['ja_JP', jaJP],
  ])('%s translates at least 15 hzero.common keys, all known to en_US', (_lang, texts) => {
    const keys = Object.keys(texts);
    expect(keys.filter((key) => key.startsWith('hzero.common.')).length).toBeGreaterThanOrEqual(15);
    expect(keys.filter((key) => enUS[key] === undefined)).toEqual([]);
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });

  it.each(['de_DE', 'de-DE', 'ja_JP'])('%s answers every en_US key, none blank', (lang) => {
    const texts = selectPrompts(lang, null);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(enUS).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });

  it('still answers zh_CN texts for a language with no translation at all', () => {
    expect(selectPrompts('ko_KR', 'hzero.common.title')['hzero.common.title.workplace']).toBe(
      '工作台',
    );
  });

  it('serves de_DE with German for translated keys and English for the rest', async () => {
    const token = await tokenFor(t.url, 'alice');
    const result = await callApi(t.url, '/hpfm/v1/1/prompt/de_DE?promptKey=hzero.common', {
      token,
    });
    expect(result.status).toBe(200);
    expect(result.body['hzero.common.button.logout']).toBe('Abmelden');
    expect(result.body['hzero.common.title.workplace']).toBe('Arbeitsplatz');
    expect(result.body['hzero.common.status.enable']).toBe('Enabled');
    expect(result.body['hzero.common.priority.high']).toBe('High');
    expect(Object.keys(result.body).sort()).toEqual(
      Object.keys(enUS)
        .filter((key) => key.startsWith('hzero.common.'))
        .sort(),
    );
  });

  it('serves ja_JP publicly with Japanese and English fallbacks', async () => {
    const result = await callApi(t.url, '/hpfm/v1/prompt/ja_JP?promptKey=hzero.common.button');
    expect(result.status).toBe(200);
    expect(result.body['hzero.common.button.logout']).toBe('ログアウト');
    expect(result.body['hzero.common.button.gotIt']).toBe('Got it');
  });
});
