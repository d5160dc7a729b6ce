// The gateway's settings from the environment: switches and their defaults, refused values.
import { gatewaySettingsFromEnv, parseSwitch } from './gateway-settings';

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
