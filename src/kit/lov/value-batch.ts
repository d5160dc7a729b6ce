/**
 * Value sets for many fields in one request (spec section 7: `lovs/value` and its batch form):
 * the codes asked for while a page renders are collected for one turn of the event loop and
 * sent together; a lone code goes to `lovs/value`. One loader per app instance (the runtime owns
 * it), so nothing outlives a sub-app's mount.
 */
import type { Runtime } from '../../runtime/runtime';
import { fetchLovValues, fetchLovValuesBatch } from '../../services/platform/lov';
import type { LovValueDto } from '../../services/platform/types';

export interface ValueLoader {
  load(lovCode: string): Promise<LovValueDto[]>;
}

interface Waiting {
  resolve(values: LovValueDto[]): void;
  reject(error: unknown): void;
}

export interface ValueLoaderCalls {
  one(lovCode: string): Promise<LovValueDto[]>;
  many(codes: Record<string, string>): Promise<Record<string, LovValueDto[]>>;
  /** When the collected codes go out; default the next macrotask. */
  schedule?(send: () => void): void;
}

const defaultCalls: ValueLoaderCalls = {
  one: (lovCode) => fetchLovValues(lovCode),
  many: (codes) => fetchLovValuesBatch(codes),
};

export function createValueLoader(calls: ValueLoaderCalls = defaultCalls): ValueLoader {
  const schedule = calls.schedule ?? ((send: () => void) => void setTimeout(send, 0));
  let waiting = new Map<string, Waiting[]>();

  const send = () => {
    const batch = waiting;
    waiting = new Map();
    const codes = [...batch.keys()];
    const settle = (answer: (code: string) => LovValueDto[]) =>
      batch.forEach((list, code) => list.forEach((one) => one.resolve(answer(code))));
    const fail = (error: unknown) =>
      batch.forEach((list) => list.forEach((one) => one.reject(error)));
    if (codes.length === 1) {
      calls.one(codes[0]).then((values) => settle(() => values ?? []), fail);
      return;
    }
    // the batch answers under the keys it was given: the codes themselves
    calls
      .many(Object.fromEntries(codes.map((code) => [code, code])))
      .then((answer) => settle((code) => answer?.[code] ?? []), fail);
  };

  return {
    load(lovCode) {
      return new Promise<LovValueDto[]>((resolve, reject) => {
        if (waiting.size === 0) schedule(send);
        waiting.set(lovCode, [...(waiting.get(lovCode) ?? []), { resolve, reject }]);
      });
    },
  };
}

const LOADER = Symbol('lov value loader');

/** The loader of an app instance. */
export function valueLoaderOf(runtime: Runtime): ValueLoader {
  return runtime.own(LOADER, () => createValueLoader());
}
