import { DEFAULT_SYSTEM_NAMES, SYSTEM_NAME_COMPLAINT } from '../i18n/system-name';
import { startRuntime } from '../runtime/create-runtime';
import type { ConfigPatch } from '../runtime/runtime';
import { configureRuntime, getRuntimeConfig } from './runtime';

const NORDSTERN = [{ lang: 'de_DE', title: 'Nordstern' }];

describe('the system names a runtime is configured with', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    startRuntime();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each<[string, ConfigPatch['systemNames'], typeof NORDSTERN, number]>([
    ['JSON text', JSON.stringify(NORDSTERN), NORDSTERN, 0],
    ['an array', NORDSTERN, NORDSTERN, 0],
    ['a function returning them', () => NORDSTERN, NORDSTERN, 0],
    ['bad JSON', '[{', DEFAULT_SYSTEM_NAMES, 1],
    ['an empty array', [], DEFAULT_SYSTEM_NAMES, 1],
  ])('given as %s', (_, systemNames, expected, complaints) => {
    configureRuntime({ systemNames });
    expect(getRuntimeConfig().systemNames).toEqual(expected);
    expect(consoleError).toHaveBeenCalledTimes(complaints);
    if (complaints) expect(consoleError).toHaveBeenCalledWith(SYSTEM_NAME_COMPLAINT);
  });

  it('keeps the names when a patch does not name them', () => {
    configureRuntime({ systemNames: NORDSTERN });
    configureRuntime({ apiHost: 'https://gateway.example' });
    expect(getRuntimeConfig().systemNames).toEqual(NORDSTERN);
  });

  it('takes them when the runtime starts, too', () => {
    startRuntime({ config: { systemNames: () => JSON.stringify(NORDSTERN) } });
    expect(getRuntimeConfig().systemNames).toEqual(NORDSTERN);
  });
});
