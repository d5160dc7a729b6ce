import type { Action } from 'redux';
import type { ActionPattern } from 'redux-saga/effects';

/** Separates a model's namespace from a reducer or effect key in an action type. */
export const NAMESPACE_SEPARATOR = '/';

/** The action type a model's reducer or effect `key` handles. */
export function actionTypeOf(namespace: string, key: string): string {
  return `${namespace}${NAMESPACE_SEPARATOR}${key}`;
}

/**
 * Resolves a type used inside a model: a bare key ('save') belongs to the model's namespace, a
 * type that already has a '/' ('other/save', '@@redux/INIT') is taken as is.
 */
export function prefixType(namespace: string, type: string): string {
  return type.includes(NAMESPACE_SEPARATOR) ? type : actionTypeOf(namespace, type);
}

/** Same as `prefixType` for a whole action; returns the same object when nothing changes. */
export function prefixAction<A extends Action<string>>(namespace: string, action: A): A {
  const type = prefixType(namespace, action.type);
  return type === action.type ? action : { ...action, type };
}

/**
 * Same as `prefixType` for a saga `take` pattern: strings (alone or in an array) are resolved,
 * except the '*' wildcard; predicates and other patterns are left alone.
 */
export function prefixPattern(namespace: string, pattern: ActionPattern): ActionPattern {
  if (Array.isArray(pattern)) {
    return pattern.map((part) => prefixSubPattern(namespace, part));
  }
  return prefixSubPattern(namespace, pattern as Exclude<ActionPattern, unknown[]>);
}

function prefixSubPattern<P>(namespace: string, pattern: P): P {
  if (typeof pattern !== 'string' || pattern === '*') return pattern;
  return prefixType(namespace, pattern) as P;
}
