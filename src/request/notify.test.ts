import { setLanguage } from '../i18n/intl';
import {
  DEFAULT_NOTIFICATION_SECONDS,
  notifications,
  notify,
  setNotificationDuration,
  setNotifier,
  type Notice,
} from './notify';

describe('notifications', () => {
  let shown: { notice: Notice; seconds: number }[];
  beforeEach(() => {
    shown = [];
    setNotifier((notice, seconds) => shown.push({ notice, seconds }));
    setLanguage('en_US');
  });
  afterEach(() => {
    setNotifier(null);
    setNotificationDuration(undefined);
  });

  it.each([
    ['success', 'Operation succeeded', 'success'],
    ['error', 'Operation failed', 'error'],
    ['warning', 'Operation abnormal', 'warn'],
  ] as const)('%s defaults its title to "%s"', (helper, title, style) => {
    notifications[helper]('details');
    expect(shown).toEqual([
      { notice: { style, title, description: 'details' }, seconds: DEFAULT_NOTIFICATION_SECONDS },
    ]);
  });

  it('shows for 2.5 s unless a duration is configured', () => {
    notify({ style: 'info', title: 'a' });
    setNotificationDuration(6);
    notify({ style: 'info', title: 'b' });
    expect(shown.map((entry) => entry.seconds)).toEqual([2.5, 6]);
  });

  it('speaks the current language', () => {
    setLanguage('zh_CN');
    notifications.warning();
    expect(shown[0].notice.title).toBe('操作异常');
  });
});
