/**
 * The inbox's server data through react-query beside its messages list (the kit's): the latest
 * notices, the message or notice open in the drawer, and marking messages read.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchNoticePreview, markMessagesRead } from '@polaris/core/services/message/messages';
import type { ReadFlagTarget } from '@polaris/core/services/message/types';
import { useCallback, useEffect, useState } from 'react';

export const MESSAGES = ['hmsg', 'user-messages'] as const;
export const NOTICES = ['hmsg', 'published-notices'] as const;
/** How many of the latest notices the inbox lists. */
export const NOTICE_LIST_SIZE = 50;

export function usePublishedNotices() {
  const { language } = useIntl();
  return useQuery({
    queryKey: [...NOTICES, language],
    queryFn: () => fetchNoticePreview({ previewCount: NOTICE_LIST_SIZE }),
  });
}

/** The one item of a list open in a drawer, with its body read by id. */
export interface OpenedItem<T> {
  /** None: nothing is open. */
  id: number | undefined;
  query: UseQueryResult<T>;
  open(id: number): void;
  close(): void;
}

/**
 * Which item is open: `openId` (the address's) at first and whenever it changes, else the one
 * the user opened. Its query is the list's `key` with `'one'`, the id and the language, so a
 * change to the list (marking read) asks for it again too.
 */
export function useOpenedItem<T>(
  key: readonly unknown[],
  fetch: (id: number) => Promise<T>,
  openId: number | undefined,
): OpenedItem<T> {
  const { language } = useIntl();
  const [id, setId] = useState<number | undefined>(openId);
  useEffect(() => setId(openId), [openId]);
  const query = useQuery({
    queryKey: [...key, 'one', id, language],
    queryFn: () => fetch(id as number),
    enabled: id !== undefined,
  });
  const close = useCallback(() => setId(undefined), []);
  return { id, query, open: setId, close };
}

/** Marking read changes the list's flags (the bell's count follows over its socket). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: ReadFlagTarget) => markMessagesRead(target),
    onSuccess: () => void client.invalidateQueries({ queryKey: MESSAGES }),
  });
}
