/**
 * A checkable tree with a search box: groups (directories) show the state of the items below
 * them, items (pages, permission sets) are chosen on their own; the search keeps the matching
 * nodes with the way to them open. The choice is the caller's (`selected`, `onChange`); the
 * rules are in check-tree.ts.
 *
 *     <SearchableTree items={tree} selected={chosen} onChange={setChosen} height={480} />
 */
import { Empty, Input, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { checkState, filterTree, toggleKey, type TreeItem, type TreeKey } from './check-tree';

export interface SearchableTreeProps {
  items: readonly TreeItem[];
  selected: ReadonlySet<TreeKey>;
  onChange: (next: Set<TreeKey>) => void;
  /** Scrolls within this height (px), drawing only the rows shown. */
  height?: number;
  disabled?: boolean;
  /** Accessible name of the tree. */
  label?: string;
}

const toData = (nodes: readonly TreeItem[]): DataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: node.code ? `${node.title} (${node.code})` : node.title,
    children: node.children ? toData(node.children) : undefined,
  }));

export function SearchableTree(props: SearchableTreeProps) {
  const { items, selected, onChange } = props;
  const { t } = useIntl();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<TreeKey[] | null>(null);
  const filtered = useMemo(() => filterTree(items, search), [items, search]);
  const data = useMemo(() => toData(filtered.nodes), [filtered]);
  const state = useMemo(() => checkState(items, selected), [items, selected]);
  // while searching, the way to each match is open; otherwise what the user opened (roots first)
  const expanded = search.trim() ? filtered.expanded : (opened ?? items.map((item) => item.key));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('hzero.common.kit.tree.search')}
        aria-label={t('hzero.common.kit.tree.search')}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={setSearch}
      />
      <Typography.Text type="secondary">
        {t('hzero.common.kit.tree.chosen', { count: selected.size })}
      </Typography.Text>
      {data.length === 0 ? (
        <Empty description={t('hzero.common.kit.tree.empty', { search: search.trim() })} />
      ) : (
        <Tree
          aria-label={props.label}
          checkable
          checkStrictly
          selectable={false}
          disabled={props.disabled}
          height={props.height}
          treeData={data}
          expandedKeys={expanded}
          onExpand={(keys) => {
            if (!search.trim()) setOpened(keys);
          }}
          checkedKeys={state}
          onCheck={(_keys, info) =>
            onChange(toggleKey(items, selected, info.node.key, info.checked))
          }
        />
      )}
    </Space>
  );
}
