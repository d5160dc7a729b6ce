import type { Model } from './types';
import { assertValidModel, normalizeEffect } from './validateModel';

function* noop() {}
const identity = <S>(state: S) => state;

describe('assertValidModel', () => {
  const none = new Set<string>();

  it.each<[string, unknown, RegExp]>([
    ['missing namespace', { state: {} }, /non-empty string namespace/],
    ['empty namespace', { namespace: '', state: {} }, /non-empty string namespace/],
    ['slash in namespace', { namespace: 'a/b', state: {} }, /Model "a\/b": a namespace may not/],
    ['undefined state', { namespace: 'user' }, /state may not be undefined/],
    [
      'slash in a reducer key',
      { namespace: 'user', state: {}, reducers: { 'x/save': identity } },
      /reducers key "x\/save"/,
    ],
    [
      'slash in an effect key',
      { namespace: 'user', state: {}, effects: { 'a/b': noop } },
      /effects/,
    ],
    [
      'empty subscription key',
      { namespace: 'user', state: {}, subscriptions: { '': () => undefined } },
      /subscriptions key ""/,
    ],
    [
      'key that is reducer and effect',
      { namespace: 'user', state: {}, reducers: { save: identity }, effects: { save: noop } },
      /"save" is both a reducer and an effect/,
    ],
    [
      'reducer that is not a function',
      { namespace: 'user', state: {}, reducers: { save: 1 } },
      /reducer "save" is not a function/,
    ],
    [
      'unknown watch type',
      { namespace: 'user', state: {}, effects: { load: [noop, { type: 'takeSome' }] } },
      /unknown watch type "takeSome"/,
    ],
    [
      'throttle without ms',
      { namespace: 'user', state: {}, effects: { load: [noop, { type: 'throttle' }] } },
      /throttle, which needs a number ms/,
    ],
    [
      'effect that is not a function',
      { namespace: 'user', state: {}, effects: { load: 'nope' } },
      /effect "load" must be a generator function/,
    ],
  ])('rejects %s', (_, model, message) => {
    expect(() => assertValidModel(model as Model, none)).toThrow(message);
  });

  it('rejects a namespace that is already registered', () => {
    expect(() => assertValidModel({ namespace: 'user', state: {} }, new Set(['user']))).toThrow(
      'Model "user" is already registered; unmodel it first',
    );
  });

  it('accepts a complete model with null state', () => {
    const model: Model<null> = {
      namespace: 'user',
      state: null,
      reducers: { save: identity },
      effects: { load: noop, search: [noop, { type: 'throttle', ms: 0 }] },
      subscriptions: { setup: () => undefined },
    };
    expect(() => assertValidModel(model, none)).not.toThrow();
  });
});

describe('normalizeEffect', () => {
  it.each([
    ['a bare effect watches every action', noop, [noop, { type: 'takeEvery' }]],
    ['options are kept', [noop, { type: 'takeLatest' }], [noop, { type: 'takeLatest' }]],
  ] as const)('%s', (_, definition, expected) => {
    expect(normalizeEffect(definition as Parameters<typeof normalizeEffect>[0])).toEqual(expected);
  });
});
