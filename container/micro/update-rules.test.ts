import { parseModuleConfigs } from './manifest';
import {
  mayReload,
  ownerOfAddress,
  parseUpdateMemory,
  RELOAD_INTERVAL_MS,
  sameScripts,
  scriptsOfPage,
  shouldPrompt,
} from './update-rules';

const { modules } = parseModuleConfigs([
  { name: 'platform', publicUrl: '/apps/platform/', registerRegex: '^/h' },
  { name: 'files', publicUrl: 'https://cdn.example.com/files/', registerRegex: '^/hfle' },
]);
const base = 'https://polaris.example.com/hiam/user';

describe('ownerOfAddress', () => {
  it.each([
    ['/apps/platform/121.d5e5.async.js', 'platform'],
    ['https://polaris.example.com/apps/platform/121.js?retry=1', 'platform'],
    ['https://cdn.example.com/files/9.js', 'files'],
    ['https://other.example.com/apps/platform/1.js', undefined],
    ['/apps/platformer/1.js', undefined],
    ['/7008.3288a54b.async.js', undefined],
    ['', undefined],
    [undefined, undefined],
    ['http://[bad', undefined],
  ])('%p → %p', (address, owner) => {
    expect(ownerOfAddress(address, modules, base)?.name).toBe(owner);
  });
});

describe('scriptsOfPage', () => {
  it('lists the scripts a page loads at start, in order', () => {
    const html = `<html><head><script src="/framework.f3b1.js"></script>
      <script>inline()</script><SCRIPT defer SRC='/umi.8efb.js'></SCRIPT></head></html>`;
    expect(scriptsOfPage(html)).toEqual(['/framework.f3b1.js', '/umi.8efb.js']);
  });

  it('finds none in a page without scripts', () => {
    expect(scriptsOfPage('<p>maintenance</p>')).toEqual([]);
  });
});

describe('sameScripts', () => {
  it.each([
    [['/a.1.js', '/b.1.js'], ['/b.1.js', '/a.1.js'], true],
    [['/a.1.js', '/b.1.js'], ['/a.1.js', '/b.2.js'], false],
    [['/a.1.js'], ['/a.1.js', '/b.1.js'], false],
    [[], [], true],
  ])('%p and %p → %p', (running, deployed, same) => {
    expect(sameScripts(running, deployed)).toBe(same);
  });
});

describe('prompts and reloads', () => {
  it.each([
    [{ prompted: [] }, 'platform@x', true],
    [{ prompted: ['platform@x'] }, 'platform@x', false],
    [{ prompted: ['platform@x'] }, 'platform@y', true],
    [{ prompted: ['files@x'] }, 'platform@x', true],
  ])('shouldPrompt(%p, %p) → %p', (memory, build, expected) => {
    expect(shouldPrompt(memory, build)).toBe(expected);
  });

  it.each([
    [undefined, 1_000_000, true],
    [1_000_000 - RELOAD_INTERVAL_MS, 1_000_000, true],
    [1_000_000 - RELOAD_INTERVAL_MS + 1, 1_000_000, false],
    [1_000_000, 1_000_000, false],
  ])('mayReload(reloaded at %p, now %p) → %p', (reloadedAt, now, expected) => {
    expect(mayReload({ prompted: [], reloadedAt }, now)).toBe(expected);
  });

  it.each([
    [null, { prompted: [] }],
    ['not json', { prompted: [] }],
    ['[1]', { prompted: [] }],
    ['{"prompted":["a@1",2],"reloadedAt":5}', { prompted: ['a@1'], reloadedAt: 5 }],
    ['{"reloadedAt":"5"}', { prompted: [] }],
  ])('parseUpdateMemory(%p)', (raw, expected) => {
    expect(parseUpdateMemory(raw)).toEqual({ reloadedAt: undefined, ...expected });
  });
});
