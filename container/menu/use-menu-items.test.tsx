import { setLanguage } from '@polaris/core/i18n/intl';
import { toMenuNodes } from './menu-tree';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { isValidElement, type ReactElement } from 'react';
import { toMenuItems, type LinkTargets } from './use-menu-items';

const policy = { origin: 'http://localhost:8000', linkOrigins: ['https://help.example.com'] };

function leaf(id: number, type: MenuDto['type'], route: string): MenuDto {
  return { id, code: `c${id}`, name: `Item ${id}`, type, route };
}

beforeAll(() => setLanguage('en_US'));

describe('toMenuItems', () => {
  it.each<[string, MenuDto, { key: string; disabled?: boolean; reason?: string; opens?: string }]>([
    ['a page of ours', leaf(1, 'menu', '/hiam/user'), { key: '/hiam/user' }],
    ['an inner link', leaf(2, 'inner-link', '/link/%2Fdocs'), { key: '/link/%2Fdocs' }],
    [
      'an allowed web link',
      leaf(3, 'link', 'https://help.example.com/a'),
      { key: 'link:3', opens: 'https://help.example.com/a' },
    ],
    [
      'a web link of another origin',
      leaf(4, 'link', 'https://evil.example/'),
      { key: 'refused:4', disabled: true, reason: 'not on the list of allowed addresses' },
    ],
    [
      'script',
      leaf(5, 'menu', 'javascript:alert(1)'),
      { key: 'refused:5', disabled: true, reason: 'cannot be opened' },
    ],
    [
      'another host written as a path',
      leaf(6, 'menu', '//evil.example/x'),
      { key: 'refused:6', disabled: true, reason: 'cannot be opened' },
    ],
  ])('%s', (_name, dto, expected) => {
    const links: LinkTargets = new Map();
    const [item] = toMenuItems(toMenuNodes([dto]), policy, links) as Array<{
      key: string;
      disabled?: boolean;
      label: unknown;
    }>;
    expect(item.key).toBe(expected.key);
    expect(item.disabled).toBe(expected.disabled);
    const label = item.label as ReactElement<{ title?: string }>;
    if (expected.reason) {
      expect(isValidElement(label) && label.props.title).toContain(expected.reason);
    }
    expect(links.get(item.key)).toBe(expected.opens);
  });
});
