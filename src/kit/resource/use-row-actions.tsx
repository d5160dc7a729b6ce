/**
 * What a resource page's actions do, the same on every page: a confirmation first where the
 * declaration asks for one (and for every delete: the kit's own question when it gives none), the row's actions disabled while one of its own runs, "done" told
 * and the list (and the lists it changes) asked again when it lands. A refused action changes
 * nothing on screen: the request layer has said why.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { notifications } from '../../request/notify';
import type { RowAction } from '../actions/arrange-actions';
import type { ModalHelper } from '../modal/use-modal-helper';
import type { BatchActionSpec, ConfirmSpec, ResourceDefinition, RowActionSpec } from './types';

/** What a delete asks when its declaration words no question of its own. */
const DELETE_ROW = {
  title: 'hzero.common.kit.delete.title',
  content: 'hzero.common.kit.delete.content',
};
const DELETE_ROWS = { title: 'hzero.common.kit.delete.many', content: DELETE_ROW.content };

/** The question asked before a row's action: the declaration's, or the kit's for a delete. */
const rowConfirmation = <R,>(spec: RowActionSpec<R>): ConfirmSpec<R> | undefined =>
  spec.confirm ?? (spec.key === 'delete' ? DELETE_ROW : undefined);

export interface ActionHandlers<R> {
  /** The page's own actions (keys the declaration does not `run`). */
  onAction?: Partial<Record<string, (row: R) => void>>;
  openForm(row: R | null): void;
  openDetail(row: R): void;
}

export function useRowActions<R extends object, Q extends object, V>(
  resource: ResourceDefinition<R, Q, V>,
  modals: ModalHelper,
  handlers: ActionHandlers<R>,
) {
  const { t } = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<unknown>>(new Set());
  const texts = resource.texts;

  const refresh = () => {
    for (const key of [resource.key, ...(resource.alsoChanges ?? [])]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };

  /** Runs a change; while it runs the rows it concerns are busy. */
  const change = async (ids: unknown[], work: () => Promise<unknown>, quiet = false) => {
    setBusy((current) => new Set([...current, ...ids]));
    try {
      await work();
      if (!quiet) notifications.success();
      refresh();
    } finally {
      setBusy((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };

  const ask = (
    question: { title: ReactNode; content?: string; okText?: string },
    danger: boolean,
    onOk: () => Promise<unknown>,
  ) => modals.open({ ...question, okButtonProps: { danger }, onOk });

  const perform = (spec: RowActionSpec<R>, row: R) => {
    const id = row[resource.rowKey];
    if (spec.run) {
      const result = spec.run(row);
      return result ? change([id], () => result, spec.quiet) : undefined;
    }
    if (spec.key === 'edit') return handlers.openForm(row);
    if (spec.key === 'detail') return handlers.openDetail(row);
    if (spec.key === 'delete' && resource.remove) {
      const remove = resource.remove;
      return change([id], () => remove([row]));
    }
    return handlers.onAction?.[spec.key]?.(row);
  };

  const labelOf = (spec: { key: string; label?: string }) =>
    t(spec.label ?? `${texts}.action.${spec.key}`);

  const rowActions = (row: R): RowAction[] =>
    (resource.actions ?? [])
      .filter((spec) => !spec.when || spec.when(row))
      .map((spec) => ({
        key: spec.key,
        label: labelOf(spec),
        permissionList: spec.permission ? [spec.permission] : undefined,
        danger: spec.danger ?? spec.key === 'delete',
        disabled: busy.has(row[resource.rowKey]) || Boolean(spec.disabledReason?.(row)),
        reason: spec.disabledReason?.(row) ?? undefined,
        onClick: () => {
          const confirm = rowConfirmation(spec);
          // a refusal was told by the request layer; nothing else to do with it here
          if (!confirm) return void Promise.resolve(perform(spec, row)).catch(() => undefined);
          const values = confirm.values?.(row);
          const title = t(confirm.title, values);
          ask(
            {
              title: confirm.renderTitle ? confirm.renderTitle(title, row) : title,
              content: confirm.content ? t(confirm.content, values) : undefined,
              okText: confirm.okText ? t(confirm.okText) : undefined,
            },
            spec.danger ?? spec.key === 'delete',
            async () => {
              await (perform(spec, row) ?? Promise.resolve());
            },
          );
        },
      }));

  const runBatch = (spec: BatchActionSpec<R>, rows: R[], done: () => void) => {
    const work = spec.run ?? (spec.key === 'delete' ? resource.remove : undefined);
    if (!work) return;
    const go = () =>
      change(
        rows.map((row) => row[resource.rowKey]),
        () => work(rows),
      ).then(done);
    const confirm = spec.confirm ?? (spec.key === 'delete' ? DELETE_ROWS : undefined);
    if (!confirm) return void go().catch(() => undefined);
    const values = { count: rows.length };
    ask(
      {
        title: t(confirm.title, values),
        content: confirm.content ? t(confirm.content, values) : undefined,
      },
      spec.danger ?? spec.key === 'delete',
      go,
    );
  };

  /** A save landed: told, and the lists asked again. */
  const saved = () => {
    notifications.success();
    refresh();
  };

  return { rowActions, runBatch, labelOf, saved, busy };
}
