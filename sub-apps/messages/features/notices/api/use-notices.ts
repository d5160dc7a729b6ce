/** The notices an administrator manages and what can be done to them, through react-query. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { notifications } from '@polaris/core/request/notify';
import type { NoticeQuery, NoticeRef, NoticeSave } from '@polaris/core/services/message/types';
import { fetchNotices, type NoticeScope } from './fetch-notices';
import { postNoticeAction, type NoticeAction } from './notice-action';
import { saveNotice } from './save-notice';

const key = (scope: NoticeScope) => ['hmsg', 'notices', scope] as const;

export function useNoticeList(scope: NoticeScope) {
  return usePagedList({
    key: key(scope),
    fetch: (query: NoticeQuery) => fetchNotices(scope, query),
  });
}

function useNoticeChange<V>(scope: NoticeScope, change: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // a failure: the request layer told the user why; the list and the form stay as they were
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: key(scope) });
    },
  });
}

export const useSaveNotice = (scope: NoticeScope) =>
  useNoticeChange(scope, (notice: NoticeSave) => saveNotice(scope, notice));

export const useNoticeAction = (scope: NoticeScope) =>
  useNoticeChange(scope, ({ action, notice }: { action: NoticeAction; notice: NoticeRef }) =>
    postNoticeAction(scope, action, notice),
  );
