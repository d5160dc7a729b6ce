import { noticeActionKeys, noticePermission, noticeStatus } from './notice-actions';

describe('notice actions', () => {
  it.each([
    ['DRAFT', ['edit', 'publish'], 'processing'],
    ['REVOKED', ['edit', 'publish'], 'default'],
    ['PUBLISHED', ['revoke'], 'success'],
  ])('a %s notice offers %j, tagged %s', (status, keys, tone) => {
    expect(noticeActionKeys(status)).toEqual(keys);
    expect(noticeStatus(status)).toEqual({
      textKey: `hmsg.notices.status.${status}`,
      status: tone,
    });
  });

  it('offers nothing for another status, which shows as its code', () => {
    expect(noticeActionKeys('ARCHIVED')).toEqual([]);
    expect(noticeStatus('ARCHIVED')).toBeUndefined();
    expect(noticeStatus('toString')).toBeUndefined();
  });

  it('guards each action by its button code', () => {
    expect(noticePermission('publish')).toBe('hmsg.notice.button.publish');
  });
});
