/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { createFakeChecker } from './permission-checker.fixture';
import { usePermittedItems, usePermittedOnly } from './permitted';

const columns = [
  { key: 'code' },
  { key: 'cron', permissionList: ['hsdr.job.column.cron'] },
  { key: 'executor', permissionList: ['hsdr.job.column.executor'] },
  { key: 'owner', permissionList: ['hsdr.job.column.owner'] },
];
const items: Array<{ key: string; permissionList?: string[]; disabled?: boolean }> = [
  { key: 'logs' },
  { key: 'edit', permissionList: ['hsdr.job.edit'] },
  { key: 'delete', permissionList: ['hsdr.job.delete'] },
  { key: 'copy', permissionList: ['hsdr.job.copy'] },
];

function server() {
  return createFakeChecker({
    approved: ['hsdr.job.column.cron', 'hsdr.job.edit'],
    hidden: ['hsdr.job.column.owner', 'hsdr.job.delete'],
  });
}

describe('permission-checked columns and fields', () => {
  it('shows unguarded entries at once, guarded ones only once allowed, all in one request', async () => {
    const fake = server();
    const { result } = renderHook(() => usePermittedOnly(columns, fake.checker));
    expect(result.current.map((column) => column.key)).toEqual(['code']);
    await act(() => fake.runBatch());
    expect(result.current.map((column) => column.key)).toEqual(['code', 'cron']);
    expect(fake.requests).toEqual([
      ['hsdr.job.column.cron', 'hsdr.job.column.executor', 'hsdr.job.column.owner'],
    ]);
  });
});

describe('permission-checked menu items', () => {
  it('disables guarded items while pending, then hides or disables the denied ones', async () => {
    const fake = server();
    const { result } = renderHook(() => usePermittedItems(items, fake.checker));
    const shown = () => result.current.map((item) => `${item.key}${item.disabled ? ' (off)' : ''}`);
    expect(shown()).toEqual(['logs', 'edit (off)', 'delete (off)', 'copy (off)']);
    await act(() => fake.runBatch());
    expect(shown()).toEqual(['logs', 'edit', 'copy (off)']);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks the server once for a page of many guarded items with the same codes', async () => {
    const fake = server();
    const many = Array.from({ length: 50 }, (_unused, row) =>
      items.map((item) => ({ ...item, key: `${item.key}-${row}` })),
    ).flat();
    const { result } = renderHook(() => usePermittedItems(many, fake.checker));
    await act(() => fake.runBatch());
    expect(result.current).toHaveLength(150); // every row's delete hidden
    expect(fake.requests).toEqual([['hsdr.job.edit', 'hsdr.job.delete', 'hsdr.job.copy']]);
  });
});
