import { deploymentFlag } from './deployment-flag';

describe('deploymentFlag', () => {
  it.each([
    [undefined, null, false],
    ['', null, false],
    ['true', null, true],
    ['TRUE', undefined, true],
    ['1', null, false],
    ['', 'true', true],
    ['', ' True ', true],
    ['true', 'false', false],
    ['false', 'true', true],
    ['true', 'yes', true],
    ['', 'on', false],
    ['', '', false],
  ])('build %j, page %j → %s', (build, page, expected) => {
    expect(deploymentFlag(build, page)).toBe(expected);
  });
});
