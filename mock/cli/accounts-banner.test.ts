// The start banner warns when other machines reach a gateway whose test controls answer them.
import { accountsBanner, exposureWarning } from './accounts-banner';

it.each([
  [{}, false],
  [{ host: '127.0.0.1' }, false],
  [{ host: '::1' }, false],
  [{ host: '0.0.0.0' }, true],
  [{ host: '::', testControls: true }, true],
  [{ host: '0.0.0.0', testControls: false }, false],
  [{ host: '192.168.1.20' }, true],
])('%p warns: %p', (settings, warns) => {
  const lines = exposureWarning(settings);
  expect(lines.length > 0).toBe(warns);
  if (warns) expect(lines.join('\n')).toContain('POLARIS_MOCK_CONTROLS=0');
});

it('puts the warning under the address', () => {
  const banner = accountsBanner('http://localhost:8000', 'Polaris', ['  Warning: x', '']);
  expect(banner.indexOf('Warning: x')).toBeGreaterThan(banner.indexOf('http://localhost:8000'));
  expect(banner.indexOf('Warning: x')).toBeLessThan(banner.indexOf('Demo accounts'));
});
