// The framework-free API. React hooks live in ./react so this entry does not pull in React.
export { createModelStore } from './createModelStore';
export type { ModelStore, ModelStoreOptions } from './createModelStore';
export { defineModel } from './types';
export type {
  DispatchResult,
  Effect,
  EffectOptions,
  EffectGenerator,
  EffectsCommandMap,
  EffectWithOptions,
  HistoryLike,
  Model,
  ModelAction,
  ModelDispatch,
  Reducer,
  Subscription,
  SubscriptionApi,
} from './types';
export { dispatchEffect, EffectCancelledError, isEffectCancelled } from './effectResults';
export type { EffectStopReason } from './effectResults';
export { actionTypeOf, prefixType } from './actionType';
export type { RootState } from './rootReducer';
