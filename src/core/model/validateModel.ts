import { NAMESPACE_SEPARATOR } from './actionType';
import type { Effect, EffectOptions, EffectWithOptions, Model } from './types';

const WATCH_TYPES: ReadonlySet<string> = new Set([
  'takeEvery',
  'takeLatest',
  'takeLeading',
  'throttle',
]);

/**
 * Throws an Error naming the model and the problem when `model` cannot be registered next to the
 * models in `registeredNamespaces`. Run before anything is registered, so a bad model leaves the
 * store untouched.
 */
export function assertValidModel(model: Model, registeredNamespaces: ReadonlySet<string>): void {
  if (typeof model !== 'object' || model === null) {
    throw new Error(`A model must be an object, got ${String(model)}`);
  }
  const { namespace } = model;
  if (typeof namespace !== 'string' || namespace === '') {
    throw new Error('A model needs a non-empty string namespace');
  }
  const name = `Model "${namespace}"`;
  if (namespace.includes(NAMESPACE_SEPARATOR)) {
    throw new Error(`${name}: a namespace may not contain "${NAMESPACE_SEPARATOR}"`);
  }
  if (registeredNamespaces.has(namespace)) {
    throw new Error(`${name} is already registered; unmodel it first`);
  }
  if (model.state === undefined) {
    throw new Error(`${name}: state may not be undefined (use null for "nothing yet")`);
  }
  for (const group of ['reducers', 'effects', 'subscriptions'] as const) {
    const handlers: unknown = model[group];
    if (handlers === undefined) continue;
    if (typeof handlers !== 'object' || handlers === null) {
      throw new Error(`${name}: ${group} must be an object`);
    }
    for (const key of Object.keys(handlers)) {
      if (key === '' || key.includes(NAMESPACE_SEPARATOR)) {
        throw new Error(`${name}: ${group} key "${key}" must be non-empty without "/"`);
      }
    }
  }
  for (const [key, reducer] of Object.entries(model.reducers ?? {})) {
    if (typeof reducer !== 'function')
      throw new Error(`${name}: reducer "${key}" is not a function`);
  }
  for (const [key, subscription] of Object.entries(model.subscriptions ?? {})) {
    if (typeof subscription !== 'function') {
      throw new Error(`${name}: subscription "${key}" is not a function`);
    }
  }
  for (const [key, definition] of Object.entries(model.effects ?? {})) {
    if (model.reducers && Object.hasOwn(model.reducers, key)) {
      throw new Error(`${name}: "${key}" is both a reducer and an effect`);
    }
    const problem = describeEffectProblem(definition);
    if (problem) throw new Error(`${name}: effect "${key}" ${problem}`);
  }
}

/** Splits an effect definition into its function and watch options (default takeEvery). */
export function normalizeEffect(definition: Effect | EffectWithOptions): [Effect, EffectOptions] {
  return Array.isArray(definition) ? definition : [definition, { type: 'takeEvery' }];
}

function describeEffectProblem(definition: unknown): string | undefined {
  if (typeof definition === 'function') return undefined;
  if (!Array.isArray(definition) || typeof definition[0] !== 'function') {
    return 'must be a generator function or [generatorFunction, options]';
  }
  const options: unknown = definition[1];
  const type = (options as { type?: unknown } | undefined)?.type;
  if (typeof type !== 'string' || !WATCH_TYPES.has(type)) {
    return `has unknown watch type ${JSON.stringify(type)}; use one of ${[...WATCH_TYPES].join(', ')}`;
  }
  const ms = (options as { ms?: unknown }).ms;
  if (type === 'throttle' && (typeof ms !== 'number' || !(ms >= 0))) {
    return 'uses throttle, which needs a number ms >= 0';
  }
  return undefined;
}
