import type { Action } from 'redux';
import type { TakeableChannel } from 'redux-saga';
import type {
  ActionPattern,
  all,
  call,
  cancel,
  cancelled,
  ChannelTakeEffect,
  delay,
  fork,
  PutEffect,
  race,
  select,
  TakeEffect,
} from 'redux-saga/effects';

/**
 * An action as models see it. `payload` defaults to `unknown` so handlers state what they expect,
 * e.g. `save(state, { payload }: ModelAction<Partial<UserState>>)`; handler types are bivariant
 * in the action, so such annotations are accepted.
 */
export interface ModelAction<P = unknown> extends Action<string> {
  payload?: P;
  [extraProps: string]: unknown;
}

/** What `dispatch` returns: the action itself, or for an effect action a Promise of its result. */
export type DispatchResult<A extends Action<string> = Action<string>> = A | Promise<unknown>;

/** The store's dispatch: redux's, plus a Promise when an effect handles the action. */
export type ModelDispatch = <A extends Action<string>>(action: A) => DispatchResult<A>;

/** The minimum of a `history` object (v4 or v5) that subscriptions rely on. */
export interface HistoryLike {
  location: { pathname: string; search: string; hash: string };
  /** Read `history.location` inside the listener: v4 and v5 pass different arguments. */
  listen(listener: () => void): () => void;
}

/**
 * The effect helpers handed to every effect. They are redux-saga's, except that `put`,
 * `putResolve` and `take` resolve a type without '/' against the model's own namespace.
 */
export interface EffectsCommandMap {
  call: typeof call;
  put<A extends Action<string>>(action: A): PutEffect<A>;
  /** Like `put`, but when the action runs an effect, waits for that effect's result. */
  putResolve<A extends Action<string>>(action: A): PutEffect<A>;
  select: typeof select;
  take: {
    (pattern?: ActionPattern): TakeEffect;
    <T>(channel: TakeableChannel<T>): ChannelTakeEffect<T>;
  };
  all: typeof all;
  race: typeof race;
  delay: typeof delay;
  fork: typeof fork;
  cancel: typeof cancel;
  cancelled: typeof cancelled;
}

// The `{ bivarianceHack(...) }[...]` form makes handler parameters bivariant, so a reducer that
// annotates a narrower action (or a Model<UserState> passed where Model<unknown> is expected)
// type-checks under strictFunctionTypes.
export type Reducer<S> = {
  bivarianceHack(state: S, action: ModelAction): S;
}['bivarianceHack'];

/**
 * An effect is a saga. Its generator's `next` type is `any` because redux-saga feeds each yield's
 * result back in and TypeScript cannot type that per yield; annotate the receiving variable.
 */
export type Effect = {
  bivarianceHack(action: ModelAction, effects: EffectsCommandMap): EffectGenerator;
}['bivarianceHack'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Effect
export type EffectGenerator = Generator<unknown, unknown, any>;

export type EffectOptions =
  | { type: 'takeEvery' | 'takeLatest' | 'takeLeading' }
  | { type: 'throttle'; ms: number };

export type EffectWithOptions = [Effect, EffectOptions];

export interface SubscriptionApi {
  /** Dispatch; a type without '/' is resolved against the model's namespace, as in effects. */
  dispatch: ModelDispatch;
  history?: HistoryLike;
}

/** Called once when the model is registered; the returned function is called when it is removed. */
export type Subscription = (api: SubscriptionApi) => void | (() => void);

export interface Model<S = unknown> {
  namespace: string;
  state: S;
  reducers?: Record<string, Reducer<S>>;
  effects?: Record<string, Effect | EffectWithOptions>;
  subscriptions?: Record<string, Subscription>;
}

/** Identity function that lets TypeScript infer (or check against) the model's state type. */
export function defineModel<S>(model: Model<S>): Model<S> {
  return model;
}
