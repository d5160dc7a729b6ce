/**
 * The search of a kit tree: the box, the nodes that match (with the way to them), and which nodes
 * are open: while searching, the way to each match; otherwise what the user opened (at first
 * the roots, or with `openAll` every node that has children).
 */
import { Empty, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { filterTree, type TreeItem, type TreeKey } from './check-tree';

const withChildren = (nodes: readonly TreeItem[]): TreeKey[] =>
  nodes.flatMap((node) =>
    node.children?.length ? [node.key, ...withChildren(node.children)] : [],
  );

export function useTreeSearch(items: readonly TreeItem[], openAll = false) {
  const { t } = useIntl();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<TreeKey[] | null>(null);
  const filtered = useMemo(() => filterTree(items, search), [items, search]);
  const searching = search.trim() !== '';
  const first = useMemo(
    () => (openAll ? withChildren(items) : items.map((item) => item.key)),
    [items, openAll],
  );
  return {
    searching,
    nodes: filtered.nodes,
    expandedKeys: searching ? filtered.expanded : (opened ?? first),
    onExpand: (keys: TreeKey[]) => {
      if (!searching) setOpened(keys);
    },
    box: (
      <Input.Search
        allowClear
        placeholder={t('hzero.common.kit.tree.search')}
        aria-label={t('hzero.common.kit.tree.search')}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={setSearch}
      />
    ),
    empty: <Empty description={t('hzero.common.kit.tree.empty', { search: search.trim() })} />,
  };
}
