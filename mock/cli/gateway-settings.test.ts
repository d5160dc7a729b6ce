// The gateway's settings from the environment: switches and their defaults, refused values.
import { gatewaySettingsFromEnv, parseHost, parseSwitch } from './gateway-settings';

describe('parseSwitch', () => {
  it.each([
    [undefined, true, true],
    ['', false, false],
    ['  ', true, true],
    ['1', false, true],
    ['true', false, true],
    ['ON', false, true],
    ['yes', false, true],
    ['0', true, false],
    ['false', true, false],
    [' Off ', true, false],
    ['no', true, false],
  ])('%p (fallback %p) is %p', (value, fallback, expected) => {
    expect(parseSwitch(value, 'SETTING', fallback)).toBe(expected);
  });

  it.each(['2', 'enabled', 'O'])('refuses %p, naming the setting', (value) => {
    expect(() => parseSwitch(value, 'POLARIS_MOCK_CONTROLS', true)).toThrow(
      `POLARIS_MOCK_CONTROLS: "${value}" is not a switch`,
    );
  });
});

describe('gatewaySettingsFromEnv', () => {
  it.each([
    [{}, true],
    [{ POLARIS_MOCK_CONTROLS: '1' }, true],
    [{ POLARIS_MOCK_CONTROLS: '0' }, false],
  ])('test controls for %p: %p', (env, expected) => {
    expect(gatewaySettingsFromEnv(env).testControls).toBe(expected);
  });
});

describe('parseHost', () => {
  it.each([
    [undefined, undefined],
    [' ', undefined],
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['::', '::'],
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['demo.internal', 'demo.internal'],
  ])('%p listens on %p', (value, expected) => {
    expect(parseHost(value)).toBe(expected);
  });

  it.each(['localhost:8000', 'http://0.0.0.0', 'a b', 'host/x'])('refuses %p', (value) => {
    expect(() => parseHost(value)).toThrow(`HOST: "${value}" is not an interface`);
  });

  it('is read from HOST', () => {
    expect(gatewaySettingsFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(gatewaySettingsFromEnv({}).host).toBeUndefined();
  });
});
