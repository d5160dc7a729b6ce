import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it.each([
    ['Hello ${userName}', { userName: 'Alice' }, false, 'Hello Alice'],
    ['${a}-${b}-${a}', { a: '1', b: '2' }, false, '1-2-1'],
    ['Missing ${who}', {}, false, 'Missing ${who}'],
    [
      '<p>${x}</p>',
      { x: '<img src=x onerror=alert(1)>' },
      true,
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    ],
    ['${x}', { x: '<b>' }, false, '<b>'],
    ['${toString}', {}, false, '${toString}'],
    ['$ {x} and ${1x}', { x: 'y' }, false, '$ {x} and ${1x}'],
  ])('%s with %j (html %s) → %s', (text, args, html, expected) => {
    expect(fillTemplate(text, args as Record<string, string>, html)).toBe(expected);
  });
});
