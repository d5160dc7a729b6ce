/** The inbox's server data through react-query: the list, one message, one notice, the changes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { notifications } from '@polaris/core/request/notify';
import { fetchNoticePreview, markMessagesRead } from '@polaris/core/services/message/messages';
import type { ReadFlagTarget, UserMessageQuery } from '@polaris/core/services/message/types';
import { deleteUserMessages } from './delete-user-messages';
import { fetchPublishedNotice } from './fetch-published-notice';
import { fetchUserMessage } from './fetch-user-message';
import { fetchUserMessages } from './fetch-user-messages';

const MESSAGES = ['hmsg', 'user-messages'] as const;
const NOTICES = ['hmsg', 'published-notices'] as const;
/** How many of the latest notices the inbox lists. */
export const NOTICE_LIST_SIZE = 50;

export function useInboxList(initialFilters: UserMessageQuery = {}) {
  return usePagedList({
    key: MESSAGES,
    fetch: (query: UserMessageQuery) => fetchUserMessages(query),
    initialFilters,
  });
}

export function useUserMessage(userMessageId: number | undefined) {
  const { language } = useIntl();
  return useQuery({
    queryKey: [...MESSAGES, 'one', userMessageId, language],
    queryFn: () => fetchUserMessage(userMessageId as number),
    enabled: userMessageId !== undefined,
  });
}

export function usePublishedNotices() {
  const { language } = useIntl();
  return useQuery({
    queryKey: [...NOTICES, language],
    queryFn: () => fetchNoticePreview({ previewCount: NOTICE_LIST_SIZE }),
  });
}

export function usePublishedNotice(noticeId: number | undefined) {
  const { language } = useIntl();
  return useQuery({
    queryKey: [...NOTICES, 'one', noticeId, language],
    queryFn: () => fetchPublishedNotice(noticeId as number),
    enabled: noticeId !== undefined,
  });
}

/** Marking read changes the list's flags (the bell's count follows over its socket). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ReadFlagTarget) => markMessagesRead(target),
    onSuccess: () => void client.invalidateQueries({ queryKey: MESSAGES }),
  });
}

export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => deleteUserMessages(ids),
    onSuccess: () => {
      notifications.success();
      void client.invalidateQueries({ queryKey: MESSAGES });
    },
  });
}
