import type { Action } from 'redux';
import type { Buffer, Channel, TakeableChannel, Task } from 'redux-saga';
import * as saga from 'redux-saga/effects';
import type { ActionPattern, ChannelTakeEffect, TakeEffect } from 'redux-saga/effects';
import { actionTypeOf, prefixAction, prefixPattern } from './actionType';
import { EffectCancelledError, type PendingResult } from './effectResults';
import type { Effect, EffectOptions, EffectsCommandMap, EffectWithOptions } from './types';
import { normalizeEffect } from './validateModel';

// redux-saga feeds each yield's result back into the generator and TypeScript cannot type that
// per yield, so internal sagas take `any` as their `next` type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SagaGenerator = Generator<unknown, void, any>;

export interface EffectHooks {
  /** Settle handles for a dispatched action (see EffectResults.claim). */
  claim(action: Action<string>): PendingResult | undefined;
  /** Reports an error thrown by an effect; must not throw (that would end the model's watchers). */
  report(error: unknown, action: Action<string>): void;
}

/** The saga a model runs: one watcher per effect. Cancelling it cancels every run in flight. */
export function* runModelEffects(
  namespace: string,
  effects: Record<string, Effect | EffectWithOptions>,
  hooks: EffectHooks,
): SagaGenerator {
  const commands = createEffectsCommandMap(namespace);
  for (const [key, definition] of Object.entries(effects)) {
    const [effect, options] = normalizeEffect(definition);
    const work = (action: Action<string>) => runEffect(effect, commands, action, hooks);
    const drop = (action: Action<string>) =>
      hooks.claim(action)?.reject(new EffectCancelledError(action.type, 'dropped'));
    yield saga.fork(watch, actionTypeOf(namespace, key), options, work, drop);
  }
}

/** redux-saga's effect creators, with action types resolved against `namespace`. */
export function createEffectsCommandMap(namespace: string): EffectsCommandMap {
  function take(pattern?: ActionPattern): TakeEffect;
  function take<T>(channel: TakeableChannel<T>): ChannelTakeEffect<T>;
  function take(
    source?: ActionPattern | TakeableChannel<unknown>,
  ): TakeEffect | ChannelTakeEffect<unknown> {
    if (source === undefined) return saga.take();
    // A channel is an object with methods; patterns are strings, functions or arrays.
    if (typeof source === 'object' && !Array.isArray(source)) {
      return saga.take(source as TakeableChannel<unknown>);
    }
    return saga.take(prefixPattern(namespace, source as ActionPattern));
  }
  return {
    call: saga.call,
    put: (action) => saga.put(prefixAction(namespace, action)),
    putResolve: (action) => saga.putResolve(prefixAction(namespace, action)),
    select: saga.select,
    take,
    all: saga.all,
    race: saga.race,
    delay: saga.delay,
    fork: saga.fork,
    cancel: saga.cancel,
    cancelled: saga.cancelled,
  };
}

type Work = (action: Action<string>) => SagaGenerator;
type Drop = (action: Action<string>) => void;

/**
 * Watches `type` with the given strategy. Written out instead of using redux-saga's helpers so
 * that actions a strategy skips (takeLeading while busy, throttle superseded) are reported via
 * `drop`, letting their dispatch promises settle.
 */
function* watch(type: string, options: EffectOptions, work: Work, drop: Drop): SagaGenerator {
  if (options.type === 'throttle') {
    yield* watchThrottled(type, options.ms, work, drop);
    return;
  }
  let latest: Task | undefined;
  while (true) {
    const action: Action<string> = yield saga.take(type);
    const busy = latest?.isRunning() ?? false;
    if (options.type === 'takeLeading' && busy) {
      drop(action);
      continue;
    }
    if (options.type === 'takeLatest' && busy) yield saga.cancel(latest as Task);
    latest = yield saga.fork(work, action);
  }
}

/** Runs the first action at once, then at most one per `ms`, always the latest one waiting. */
function* watchThrottled(type: string, ms: number, work: Work, drop: Drop): SagaGenerator {
  const waiting = latestOnlyBuffer(drop);
  const channel: Channel<Action<string>> = yield saga.actionChannel(type, waiting);
  try {
    while (true) {
      const action: Action<string> = yield saga.take(channel);
      yield saga.fork(work, action);
      yield saga.delay(ms);
    }
  } finally {
    // actionChannel stays subscribed to the store until closed.
    channel.close();
    for (const action of waiting.flush()) drop(action);
  }
}

/** A one-slot buffer that hands the action it replaces to `onDrop`. */
export function latestOnlyBuffer<T>(onDrop: (message: T) => void): Buffer<T> {
  let held: { message: T } | undefined;
  return {
    isEmpty: () => held === undefined,
    put(message) {
      if (held) onDrop(held.message);
      held = { message };
    },
    take() {
      const message = held?.message;
      held = undefined;
      return message;
    },
    flush() {
      const messages = held ? [held.message] : [];
      held = undefined;
      return messages;
    },
  };
}

/** One run of an effect: settles the dispatch promise however the run ends. */
function* runEffect(
  effect: Effect,
  commands: EffectsCommandMap,
  action: Action<string>,
  hooks: EffectHooks,
): SagaGenerator {
  const pending = hooks.claim(action);
  let settled = false;
  try {
    const value: unknown = yield saga.call(effect, action, commands);
    settled = true;
    pending?.resolve(value);
  } catch (error) {
    settled = true;
    pending?.reject(error);
    hooks.report(error, action);
  } finally {
    // Only cancellation leaves a generator through `finally` without returning or throwing.
    if (!settled) pending?.reject(new EffectCancelledError(action.type, 'cancelled'));
  }
}
