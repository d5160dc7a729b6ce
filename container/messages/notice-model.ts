/**
 * The bell's part of the global model (spec section 3: notices, announces and count are global
 * layout state), so the actions are `global/setCount`, `global/fetchNotices`,
 * `global/markNoticesRead`, `global/clearNotices`.
 * The count arrives live over the message socket (`global/receiveCount`); the lists are asked
 * when the bell opens or the workplace shows them. Effects reject when a call failed (the request
 * layer has told the user, or the caller shows it in place); the state then stays as it was.
 */
import type {
  EffectGenerator,
  EffectsCommandMap,
  ModelAction,
  Reducer,
} from '@polaris/core/core/model';
import type { UserState } from '@polaris/core/models/user';
import {
  clearMessages,
  clearNoticePreview,
  fetchNoticePreview,
  fetchRecentMessages,
  fetchUnreadMessageCount,
  markMessagesRead,
  RECENT_MESSAGE_COUNT,
} from '@polaris/core/services/message/messages';
import type {
  MessageCountPush,
  NoticePreviewDto,
  UnreadCountDto,
  UserMessageDto,
} from '@polaris/core/services/message/types';
import type { ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';
import {
  bellNotices,
  countFromPush,
  initialNoticeState,
  withoutType,
  withRead,
  type BellNoticeType,
  type NoticeState,
} from './notice-rules';

export type { NoticeState } from './notice-rules';
export { initialNoticeState } from './notice-rules';

/** `ids`: those messages; none: every message. */
export interface MarkReadPayload {
  userMessageIds?: number[];
}

/** What the bell clears: its messages, its notifications or its announcements. */
export type ClearType = BellNoticeType | 'announce';

export function createNoticeModelPart<S extends NoticeState>(namespace: string) {
  const select = (root: Record<string, unknown>) => root[namespace] as S;

  const reducers: Record<string, Reducer<S>> = {
    setCount(state, { payload }: ModelAction<number>) {
      return typeof payload === 'number' && payload >= 0 && payload !== state.count
        ? { ...state, count: payload }
        : state;
    },
    saveNotices(state, { payload }: ModelAction<Pick<NoticeState, 'notices' | 'announces'>>) {
      return payload ? { ...state, ...payload } : state;
    },
    readNotices(state, { payload }: ModelAction<number[] | 'all'>) {
      return payload ? { ...state, notices: withRead(state.notices, payload) } : state;
    },
    clearedNotices(state, { payload }: ModelAction<ClearType>) {
      if (payload === 'announce') return { ...state, announces: [] };
      return payload ? { ...state, notices: withoutType(state.notices, payload) } : state;
    },
  };

  const effects = {
    /** A socket push: the count of the user's current tenant only. */
    *receiveCount(
      { payload }: ModelAction<MessageCountPush>,
      { put, select: read }: EffectsCommandMap,
    ): EffectGenerator {
      if (!payload) return;
      const user: UserState | undefined = yield read((root: { user?: UserState }) => root.user);
      const count = countFromPush(payload, user?.currentUser?.tenantId);
      if (count !== undefined) yield put({ type: 'setCount', payload: count });
    },
    *fetchCount(_action: ModelAction, { call, put }: EffectsCommandMap): EffectGenerator {
      const answer: UnreadCountDto = yield call(fetchUnreadMessageCount, { silent: true });
      yield put({ type: 'setCount', payload: answer.unreadMessageCount });
      return answer.unreadMessageCount;
    },
    /** The 5 most recent messages, the latest notifications and announcements, together. */
    *fetchNotices(_action: ModelAction, { all, call, put }: EffectsCommandMap): EffectGenerator {
      // the bell and the cards say a failure in place, with Retry; a push just said the lists
      // changed, so an answer of the last second will not do
      const silent = { silent: true, fresh: true };
      const preview = (receiverTypeCode: string) => () =>
        fetchNoticePreview({ previewCount: RECENT_MESSAGE_COUNT, receiverTypeCode }, silent);
      const [messages, notifications, announces]: [
        UserMessageDto[],
        NoticePreviewDto[],
        NoticePreviewDto[],
      ] = yield all([
        call(fetchRecentMessages, RECENT_MESSAGE_COUNT, silent),
        call(preview('NOTIFY')),
        call(preview('ANNOUNCE')),
      ]);
      yield put({
        type: 'saveNotices',
        payload: { notices: bellNotices(messages, notifications), announces },
      });
      return messages;
    },
    *markNoticesRead(
      { payload }: ModelAction<MarkReadPayload>,
      { call, put }: EffectsCommandMap,
    ): EffectGenerator {
      const ids = payload?.userMessageIds;
      const answer: UnreadCountDto = yield call(
        markMessagesRead,
        ids ? { userMessageIds: ids } : { readAll: true },
      );
      yield put({ type: 'readNotices', payload: ids ?? 'all' });
      yield put({ type: 'setCount', payload: answer.unreadMessageCount });
      return answer.unreadMessageCount;
    },
    /** Spec section 4: clearing notices of a type removes them and updates the count. */
    *clearNotices(
      { payload }: ModelAction<ClearType>,
      { call, put, select: read }: EffectsCommandMap,
    ): EffectGenerator {
      if (payload === 'message') {
        const answer: UnreadCountDto = yield call(clearMessages, undefined);
        yield put({ type: 'setCount', payload: answer.unreadMessageCount });
      } else if (payload) {
        yield call(clearNoticePreview, payload === 'notice' ? 'NOTIFY' : 'ANNOUNCE');
      }
      yield put({ type: 'clearedNotices', payload });
      const state: S = yield read(select);
      return state.count;
    },
  };

  return { reducers, effects };
}

export function createNoticePart<S extends NoticeState>(
  namespace: string,
): ModelPart<S, NoticeState> {
  return { area: 'messages', state: initialNoticeState, ...createNoticeModelPart<S>(namespace) };
}

export function useNoticeState<T>(select: (state: NoticeState) => T): T {
  return useGlobalState(initialNoticeState, select);
}
