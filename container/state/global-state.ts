/**
 * The shell's layout state is one dva-style model, `global` (spec section 3 "Global layout
 * state"), but no area sees all of it: each area declares its part of it (its fields with their
 * starting values, the reducers and effects that change them, the selectors that read them) in
 * its own folder, and the shell puts the parts together (container/shell/global-model.ts). This
 * module is what every part shares: the model's name, the shape of a part, how parts are put
 * together, and how an area reads its own part.
 */
import type {
  Effect,
  EffectWithOptions,
  Model,
  ModelAction,
  Reducer,
  Subscription,
} from '@polaris/core/core/model';

/** The namespace of the shell's layout model: its actions are `global/<name>`. */
export const GLOBAL = 'global';

/**
 * An area's part of the global model. `S` is the whole state the part runs on (a part is
 * written for any state that has its fields); `Own` are the fields it brings, with the values
 * they start with.
 */
export interface ModelPart<S, Own = Partial<S>> {
  /** The area that owns the part (named when two parts clash). */
  area: string;
  state: Own;
  reducers?: Record<string, Reducer<S>>;
  effects?: Record<string, Effect | EffectWithOptions>;
  subscriptions?: Record<string, Subscription>;
}

/** The global model's state in a root state, or `initial` before the model is registered. */
export function globalOf<S>(root: Record<string, unknown>, initial: S): S {
  return (root[GLOBAL] as S | undefined) ?? initial;
}

/** For effects: `yield select(selectGlobal)` reads the whole global state. */
export function selectGlobal<S>(root: Record<string, unknown>): S {
  return root[GLOBAL] as S;
}

const SECTIONS = ['state', 'reducers', 'effects', 'subscriptions'] as const;

/** Reducers and effects answer the same `namespace/name` actions: one name, one handler. */
const kindOf = (section: (typeof SECTIONS)[number]) =>
  section === 'reducers' || section === 'effects' ? 'action' : section;

/**
 * One model from the parts. Each field, action and subscription has one owner: a name two parts
 * declare is a mistake, refused here when the shell starts rather than found later as one part
 * silently replacing another. Every model made this way also has `updateState`, the reducer that
 * merges its payload into the state (any part's effects may put it with their own fields).
 */
export function composeModel<S>(namespace: string, parts: ModelPart<S, object>[]): Model<S> {
  const model: Record<(typeof SECTIONS)[number], Record<string, unknown>> = {
    state: {},
    reducers: {
      updateState: (state: S, { payload }: ModelAction<Partial<S>>): S => ({
        ...state,
        ...payload,
      }),
    },
    effects: {},
    subscriptions: {},
  };
  const owners = new Map<string, string>([['action updateState', 'the model']]);
  for (const part of parts) {
    for (const section of SECTIONS) {
      for (const [name, value] of Object.entries(part[section] ?? {})) {
        const key = `${kindOf(section)} ${name}`;
        const owner = owners.get(key);
        if (owner) throw new Error(`${namespace}: ${key} is declared by ${owner} and ${part.area}`);
        owners.set(key, part.area);
        model[section][name] = value;
      }
    }
  }
  return { namespace, ...model } as unknown as Model<S>;
}
