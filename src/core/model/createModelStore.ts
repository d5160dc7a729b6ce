import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Action,
  type Middleware,
  type Store,
  type StoreEnhancer,
} from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { actionTypeOf, prefixAction } from './actionType';
import { createEffectResults, dispatchEffect } from './effectResults';
import { runModelEffects, type EffectHooks } from './modelSaga';
import { createRootReducer, type ModelSlice, type RootState } from './rootReducer';
import type { HistoryLike, Model, ModelDispatch, Reducer } from './types';
import { assertValidModel } from './validateModel';

export interface ModelStoreOptions {
  /** Registered in order when the store is created. */
  models?: Model[];
  /** Handed to subscriptions. */
  history?: HistoryLike;
  /**
   * Called with errors thrown by effects (and by subscription unlisteners, with an action typed
   * 'namespace/subscriptionKey'). Default: console.error.
   */
  onError?: (error: unknown, action: Action<string>) => void;
  /** Per-namespace state that replaces `model.state` the first time that namespace registers. */
  initialState?: RootState;
  /** Connect the Redux DevTools extension, if it is installed. Nothing global is read otherwise. */
  devtools?: boolean;
  /** Instance name shown in Redux DevTools, e.g. the sub-app's name. */
  name?: string;
}

export interface ModelStore<S extends RootState = RootState> {
  /** The redux store, for react-redux's <Provider>. Its dispatch is `dispatch` below. */
  readonly store: Store<S>;
  /**
   * Dispatches through reducers and effects. For an action an effect handles it returns a Promise
   * of the effect's result (rejected with the effect's error, or with EffectCancelledError if the
   * run is cancelled or dropped); otherwise it returns the action. A no-op after destroy().
   */
  readonly dispatch: ModelDispatch;
  /** `dispatch` for an effect action, typed; rejects if no effect handles the action. */
  dispatchEffect<R = unknown>(action: Action<string>): Promise<R>;
  getState(): S;
  /** Registers a model: state slice, effect watchers, then subscriptions. */
  model(model: Model): void;
  /** Removes a model: unlistens its subscriptions, cancels its effects, drops its state. */
  unmodel(namespace: string): void;
  hasModel(namespace: string): boolean;
  /**
   * Unlistens every subscription and cancels every effect. The last state stays readable (so a
   * React tree still unmounting does not crash) but dispatch becomes a no-op and model() throws.
   */
  destroy(): void;
}

interface RegisteredModel extends ModelSlice {
  effectTypes: string[];
  task?: Task;
  unlisteners: { key: string; unlisten: () => void }[];
}

type DevtoolsCompose = (options: { name?: string }) => (enhancer: StoreEnhancer) => StoreEnhancer;

/**
 * Creates an isolated redux + redux-saga store driven by dva-style models. Each call is
 * independent (nothing is stored globally), so every sub-app can own one for its lifetime.
 */
export function createModelStore<S extends RootState = RootState>(
  options: ModelStoreOptions = {},
): ModelStore<S> {
  const onError = options.onError ?? reportToConsole;
  // An error escaping a saga would cancel the model's watchers, so a failing onError is contained.
  const report = (error: unknown, action: Action<string>): void => {
    try {
      onError(error, action);
    } catch (handlerError) {
      console.error('[model] onError threw while reporting', action.type, handlerError);
    }
  };
  const registered = new Map<string, RegisteredModel>();
  const effectTypes = new Set<string>();
  const results = createEffectResults();
  const unusedInitialState: RootState = { ...options.initialState };
  let destroyed = false;

  // Runs before the saga middleware: swallows actions after destroy and, for effect actions,
  // turns the dispatch result into the effect's promise.
  const effectResultMiddleware: Middleware = () => (next) => (action) => {
    if (destroyed) return action;
    const type = (action as Partial<Action>).type;
    if (typeof type !== 'string' || !effectTypes.has(type)) return next(action);
    const tracked = results.track(action as Action<string>);
    next(tracked.action);
    return tracked.result;
  };
  const sagaMiddleware = createSagaMiddleware();
  const middleware = applyMiddleware(effectResultMiddleware, sagaMiddleware);
  const compose = options.devtools ? findDevtoolsCompose() : undefined;
  const enhancer = compose ? compose({ name: options.name })(middleware) : middleware;
  // S is the caller's (unchecked) view of the root record the model reducers build.
  const store = createStore(createRootReducer([]), enhancer) as unknown as Store<S>;
  // The middleware chain makes the store's dispatch return promises for effect actions.
  const dispatch = store.dispatch as unknown as ModelDispatch;
  const hooks: EffectHooks = { claim: results.claim, report };

  function rebuildReducer(): void {
    const reducer = createRootReducer([...registered.values()]);
    store.replaceReducer(reducer as unknown as Parameters<typeof store.replaceReducer>[0]);
  }

  function model(definition: Model): void {
    if (destroyed) throw new Error(`Cannot add model "${definition?.namespace}": store destroyed`);
    assertValidModel(definition, new Set(registered.keys()));
    const { namespace } = definition;
    const hasInitial = Object.hasOwn(unusedInitialState, namespace);
    const entry: RegisteredModel = {
      namespace,
      initialState: hasInitial ? unusedInitialState[namespace] : definition.state,
      reducersByType: new Map(
        Object.entries(definition.reducers ?? {}).map(
          ([key, reducer]): [string, Reducer<unknown>] => [actionTypeOf(namespace, key), reducer],
        ),
      ),
      effectTypes: Object.keys(definition.effects ?? {}).map((key) => actionTypeOf(namespace, key)),
      unlisteners: [],
    };
    delete unusedInitialState[namespace];
    registered.set(namespace, entry);
    entry.effectTypes.forEach((type) => effectTypes.add(type));
    rebuildReducer();
    if (definition.effects) {
      entry.task = sagaMiddleware.run(runModelEffects, namespace, definition.effects, hooks);
    }
    const subscriptionApi = {
      dispatch: ((action) => dispatch(prefixAction(namespace, action))) as ModelDispatch,
      history: options.history,
    };
    try {
      for (const [key, subscribe] of Object.entries(definition.subscriptions ?? {})) {
        const unlisten = subscribe(subscriptionApi);
        if (typeof unlisten === 'function') entry.unlisteners.push({ key, unlisten });
      }
    } catch (error) {
      // Leave no half-registered model behind; subscriptions that did start are unlistened.
      unmodel(namespace);
      throw error;
    }
  }

  function unmodel(namespace: string): void {
    const entry = registered.get(namespace);
    if (!entry) return;
    // Unlisten first, so subscriptions cannot dispatch into a model being torn down.
    for (const { key, unlisten } of entry.unlisteners.splice(0)) {
      try {
        unlisten();
      } catch (error) {
        report(error, { type: actionTypeOf(namespace, key) });
      }
    }
    entry.task?.cancel();
    entry.effectTypes.forEach((type) => effectTypes.delete(type));
    registered.delete(namespace);
    // After destroy the last state is kept as is.
    if (!destroyed) rebuildReducer();
  }

  function destroy(): void {
    if (destroyed) return;
    // Set first: puts from `finally` blocks of cancelled effects are swallowed, not reduced.
    destroyed = true;
    for (const namespace of [...registered.keys()]) unmodel(namespace);
  }

  for (const definition of options.models ?? []) model(definition);

  return {
    store,
    dispatch,
    dispatchEffect: (action) => dispatchEffect(dispatch, action),
    getState: () => store.getState(),
    model,
    unmodel,
    hasModel: (namespace) => registered.has(namespace),
    destroy,
  };
}

function reportToConsole(error: unknown, action: Action<string>): void {
  console.error(`[model] ${action.type} failed:`, error);
}

/** Only called when devtools were asked for, so no global is touched otherwise. */
function findDevtoolsCompose(): DevtoolsCompose | undefined {
  const extension = (globalThis as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
    .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return typeof extension === 'function' ? (extension as DevtoolsCompose) : undefined;
}
