/**
 * A checkable tree with a search box: groups (directories) show the state of the items below
 * them, items (pages, permission sets) are chosen on their own; the search keeps the matching
 * nodes with the way to them open. The choice is the caller's (`selected`, `onChange`); the
 * rules are in check-tree.ts.
 *
 *     <SearchableTree items={tree} selected={chosen} onChange={setChosen} height={480} />
 */
import { Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { checkState, toggleKey, type TreeItem, type TreeKey } from './check-tree';
import { useTreeSearch } from './use-tree-search';

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
  const search = useTreeSearch(items);
  const data = useMemo(() => toData(search.nodes), [search.nodes]);
  const state = useMemo(() => checkState(items, selected), [items, selected]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {search.box}
      <Typography.Text type="secondary">
        {t('hzero.common.kit.tree.chosen', { count: selected.size })}
      </Typography.Text>
      {data.length === 0 ? (
        search.empty
      ) : (
        <Tree
          aria-label={props.label}
          checkable
          checkStrictly
          selectable={false}
          disabled={props.disabled}
          height={props.height}
          treeData={data}
          expandedKeys={search.expandedKeys}
          onExpand={search.onExpand}
          checkedKeys={state}
          onCheck={(_keys, info) =>
            onChange(toggleKey(items, selected, info.node.key, info.checked))
          }
        />
      )}
    </Space>
  );
}
