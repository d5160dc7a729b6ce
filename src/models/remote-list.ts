/**
 * A model that loads one list from the server: items, loading flag and the failure message.
 * Pages dispatch `<namespace>/fetch` and read the state; the request layer already notified the
 * user of a failure, the message is kept so the page can show it in place.
 */
import { defineModel, type EffectsCommandMap, type ModelAction } from '../core/model';
import { userMessageOf } from '../request/error-messages';

export interface RemoteListState<T> {
  items: T[];
  loading: boolean;
  loaded: boolean;
  error?: string;
}

export function createRemoteListModel<T>(namespace: string, fetchItems: () => Promise<T[]>) {
  const initial: RemoteListState<T> = { items: [], loading: false, loaded: false };
  return defineModel<RemoteListState<T>>({
    namespace,
    state: initial,
    reducers: {
      started(state) {
        return { ...state, loading: true, error: undefined };
      },
      succeeded(_state, { payload }: ModelAction<T[]>) {
        return { items: payload ?? [], loading: false, loaded: true };
      },
      failed(state, { payload }: ModelAction<string>) {
        return { ...state, loading: false, loaded: true, error: payload };
      },
    },
    effects: {
      *fetch(_action: ModelAction, { call, put }: EffectsCommandMap) {
        yield put({ type: 'started' });
        try {
          const items: T[] = yield call(fetchItems);
          yield put({ type: 'succeeded', payload: items });
        } catch (error) {
          // the request layer has told the user and the console; the page shows the same words
          yield put({ type: 'failed', payload: userMessageOf(error) });
        }
      },
    },
  });
}
