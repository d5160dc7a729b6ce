/**
 * "Move to…": the keyboard's way to move a node of an EditableTree (dragging needs a mouse). A
 * dialog choosing the node's new parent, or the top level, from the nodes it may go under
 * (`moveTargets`: never itself or what is below it), searchable by name or code. OK runs
 * `onMove` and closes once it landed; a refused move keeps the dialog open.
 *
 *     {moving && <MoveToDialog items={tree} moving={moving} onMove={(parent) => save(parent)}
 *        onClose={() => setMoving(null)} />}
 */
import { Form, TreeSelect, type RefSelectProps } from 'antd';
import { useMemo, useRef } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { KitModal } from '../modal/KitModal';
import type { TreeItem, TreeKey } from './check-tree';
import { moveTargets } from './drop-place';

export interface MoveToDialogProps {
  items: readonly TreeItem[];
  /** The node to move. */
  moving: TreeItem;
  /** Moves it under `parent` (null: the top level); the dialog stays open if it rejects. */
  onMove: (parent: TreeKey | null) => Promise<unknown>;
  onClose: () => void;
}

/** The top level's value in the choice (node keys are the tree's own). */
const TOP = '\u0000top';

/** A key as the choice holds it (antd's keys are never bigint here). */
type ChoiceKey = string | number;

interface Choice {
  value: ChoiceKey;
  title: string;
  children?: Choice[];
}

const toChoices = (nodes: readonly TreeItem[]): Choice[] =>
  nodes.map((node) => ({
    value: node.key as ChoiceKey,
    title: node.code ? `${node.title} (${node.code})` : node.title,
    children: node.children && toChoices(node.children),
  }));

export function MoveToDialog({ items, moving, onMove, onClose }: MoveToDialogProps) {
  const { t } = useIntl();
  const [form] = Form.useForm<{ parent: ChoiceKey }>();
  const choice = useRef<RefSelectProps>(null);
  const choices = useMemo(
    () => [
      { value: TOP, title: t('hzero.common.kit.tree.top') },
      ...toChoices(moveTargets(items, moving.key)),
    ],
    [items, moving.key, t],
  );
  const label = t('hzero.common.kit.tree.parent');
  return (
    <KitModal
      open
      title={t('hzero.common.kit.tree.moveTitle', { name: moving.title })}
      onClose={onClose}
      // the choice takes the focus once the dialog is open (the dialog takes it on opening)
      afterOpenChange={(open) => open && choice.current?.focus()}
      onOk={async () => {
        const { parent } = await form.validateFields().catch(() => ({ parent: undefined }));
        if (parent === undefined) return false;
        return onMove(parent === TOP ? null : parent);
      }}
    >
      <Form form={form} layout="vertical" name="move-to">
        <Form.Item
          name="parent"
          label={label}
          rules={[{ required: true, message: t('hzero.common.kit.tree.parentRequired') }]}
        >
          <TreeSelect<ChoiceKey>
            ref={choice}
            showSearch
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            treeData={choices}
            listHeight={320}
          />
        </Form.Item>
      </Form>
    </KitModal>
  );
}
