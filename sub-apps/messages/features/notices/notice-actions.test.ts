import { noticeActionKeys, noticePermission, noticeStatusColor } from './notice-actions';

describe('notice actions', () => {
  it.each([
    ['DRAFT', ['edit', 'publish'], 'processing'],
    ['REVOKED', ['edit', 'publish'], 'default'],
    ['PUBLISHED', ['revoke'], 'success'],
    ['ARCHIVED', [], 'processing'],
  ])('a %s notice offers %j, tagged %s', (status, keys, color) => {
    expect(noticeActionKeys(status)).toEqual(keys);
    expect(noticeStatusColor(status)).toBe(color);
  });

  it('guards each action by its button code', () => {
    expect(noticePermission('publish')).toBe('hmsg.notice.button.publish');
  });
});
