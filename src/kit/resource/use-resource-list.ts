/**
 * A resource's list: the paged list (usePagedList) read through the resource's endpoint, coming
 * back to where it stood when the page was last shown (list-memory.ts), with the search form's
 * values kept beside it.
 */
import { Form } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePagedList, type ListPosition } from '../../query/use-paged-list';
import { useRuntime } from '../../runtime/RuntimeProvider';
import { listMemoryOf, listPlace } from './list-memory';
import { filtersOf } from './SearchFields';
import type { ResourceDefinition } from './types';

export function useResourceList<R extends object, Q extends object, V>(
  resource: ResourceDefinition<R, Q, V>,
  initialValues: Record<string, unknown> = {},
) {
  const memory = listMemoryOf(useRuntime());
  const location = useLocation();
  const place = listPlace(`${location.pathname}${location.search}`, resource.key);
  const kept = useMemo(() => memory.get<Q>(place), [memory, place]);
  const [form] = Form.useForm();
  const formValues = useRef<Record<string, unknown>>(kept?.formValues ?? initialValues);
  const toFilters = useCallback(
    (values: Record<string, unknown>): Q => {
      const filters = filtersOf(resource.search ?? [], values);
      return resource.toQuery ? resource.toQuery(filters) : (filters as Q);
    },
    [resource],
  );
  const onPosition = useCallback(
    (position: ListPosition<Q>) =>
      memory.set(place, { ...position, formValues: formValues.current }),
    [memory, place],
  );
  const list = usePagedList<R, Q>({
    key: resource.key,
    fetch: (query) => resource.endpoint({ ...resource.fixedFilters, ...query } as Q),
    initialFilters: toFilters(formValues.current),
    resume: kept,
    onPosition,
    refreshWhile: resource.refreshWhile && {
      moving: resource.refreshWhile,
      everyMs: resource.refreshMs,
    },
  });
  return {
    list,
    form,
    /** The values the search form starts with (as left, else the page's initial ones). */
    formValues: formValues.current,
    search(values: Record<string, unknown>) {
      formValues.current = values;
      list.search(toFilters(values));
    },
  };
}
