/**
 * A tree of records with a search box, each node with its own marks and actions, and nodes moved
 * by dragging them (onto a group: into it; between nodes: before or after) when the user may
 * (`movePermission`). Where a drop lands is drop-place.ts's rule; a drop that means nothing does
 * nothing. The search keeps the matching nodes with the way to them open.
 *
 *     <EditableTree items={tree} label="Menus" actions={(key) => […]} onMove={(key, place) => …} />
 */
import { Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, type ReactNode } from 'react';
import { usePermission } from '../../permissions/usePermission';
import { ActionsList, type RowAction } from '../actions/ActionsList';
import type { TreeItem, TreeKey } from './check-tree';
import { dropPlace, type DropPlace } from './drop-place';
import { useTreeSearch } from './use-tree-search';

export interface EditableTreeProps {
  items: readonly TreeItem[];
  /** Accessible name of the tree. */
  label: string;
  /** What shows after a node's title (a state, a route). */
  marks?: (key: TreeKey) => ReactNode;
  actions?: (key: TreeKey) => RowAction[];
  /** A node dropped somewhere it may go; without it nothing is dragged. */
  onMove?: (key: TreeKey, place: DropPlace) => void;
  movePermission?: string;
  height?: number;
  /** Open every node at first (default: the roots only). */
  openAll?: boolean;
}

export function EditableTree(props: EditableTreeProps) {
  const { items, marks, actions, onMove } = props;
  const search = useTreeSearch(items, props.openAll);
  const movable = usePermission(props.movePermission ? [props.movePermission] : undefined);
  const data = useMemo(() => {
    const toData = (nodes: readonly TreeItem[]): DataNode[] =>
      nodes.map((node) => ({
        key: node.key,
        title: (
          <Space size={8} wrap>
            <span>{node.title}</span>
            {node.code && <code>{node.code}</code>}
            {marks?.(node.key)}
            {actions && <ActionsList actions={actions(node.key)} />}
          </Space>
        ),
        children: node.children ? toData(node.children) : undefined,
      }));
    return toData(search.nodes);
  }, [search.nodes, marks, actions]);
  const groups = useMemo(() => {
    const keys = new Set<TreeKey>();
    const visit = (nodes: readonly TreeItem[]) =>
      nodes.forEach((node) => {
        if (node.group) keys.add(node.key);
        visit(node.children ?? []);
      });
    visit(items);
    return keys;
  }, [items]);
  // a drop in a filtered tree would land among siblings the user cannot see
  const canMove = Boolean(onMove) && !search.searching && movable.status === 'allowed';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {search.box}
      {data.length === 0 ? (
        search.empty
      ) : (
        <Tree
          aria-label={props.label}
          blockNode
          selectable={false}
          height={props.height}
          treeData={data}
          expandedKeys={search.expandedKeys}
          onExpand={search.onExpand}
          draggable={canMove ? { icon: false } : false}
          // into a group only; over a leaf a drop goes before or after it
          allowDrop={({ dropNode, dropPosition }) =>
            dropPosition !== 0 || Boolean(groups.has(dropNode.key))
          }
          onDrop={(info) => {
            const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
            const place = dropPlace(items, info.dragNode.key, {
              target: info.node.key,
              dropToGap: info.dropToGap,
              side: relative,
            });
            if (place) onMove?.(info.dragNode.key, place);
          }}
        />
      )}
    </Space>
  );
}
