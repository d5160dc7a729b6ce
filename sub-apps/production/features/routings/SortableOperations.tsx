/**
 * A routing's operations as a table whose rows are reordered by dragging their handle (dnd-kit:
 * pointer and keyboard sensors; with the keyboard, Space on a handle picks the row up, the arrow
 * keys move it, Space drops it and Escape puts it back) or with each row's Move up / Move down.
 * The announcements a screen reader hears are in the user's language. Rows show the number
 * they will be saved with.
 */
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Button, Space, Table, type TableColumnType } from 'antd';
import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { moveOperation, seqAt, type DraftOperation } from './operations-order';

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Handle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>;
const HandleContext = createContext<Handle | null>(null);

function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10, background: '#fafafa' } : {}),
  };
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

export interface SortableOperationsProps {
  operations: DraftOperation[];
  onChange(operations: DraftOperation[]): void;
  /** The row's own buttons (edit, remove). */
  rowActions(operation: DraftOperation): ReactNode;
  disabled?: boolean;
}

export function SortableOperations({
  operations,
  onChange,
  rowActions,
  disabled,
}: SortableOperationsProps) {
  const { t } = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = operations.map((operation) => operation.key);
  const codeOf = (id: unknown) =>
    operations.find((operation) => operation.key === id)?.operationCode ?? '';
  const placeOf = (id: unknown) => keys.indexOf(String(id)) + 1;
  const move = (from: number, to: number) => onChange(moveOperation(operations, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(placeOf(active.id) - 1, placeOf(over.id) - 1);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('mes.routing.drag.start', { code: codeOf(active.id), place: placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('mes.routing.drag.over', { code: codeOf(active.id), place: placeOf(over.id) }) : '',
    onDragEnd: ({ active, over }) =>
      over ? t('mes.routing.drag.end', { code: codeOf(active.id), place: placeOf(over.id) }) : '',
    onDragCancel: ({ active }) => t('mes.routing.drag.cancel', { code: codeOf(active.id) }),
  };

  const columns: TableColumnType<DraftOperation>[] = [
    {
      key: 'drag',
      width: 48,
      render: (_value, row) =>
        disabled ? null : (
          <DragHandle label={t('mes.routing.drag.handle', { code: row.operationCode })} />
        ),
    },
    {
      title: t('mes.routing.field.seq'),
      key: 'seq',
      width: 70,
      render: (_v, _row, index) => seqAt(index),
    },
    { title: t('mes.routing.field.operationCode'), dataIndex: 'operationCode', width: 120 },
    { title: t('mes.routing.field.operationName'), dataIndex: 'operationName', width: 180 },
    { title: t('mes.routing.field.workCenter'), dataIndex: 'workCenter', width: 130 },
    {
      title: t('mes.routing.field.setupMinutes'),
      dataIndex: 'setupMinutes',
      width: 110,
      align: 'right',
    },
    {
      title: t('mes.routing.field.runMinutes'),
      dataIndex: 'runMinutes',
      width: 110,
      align: 'right',
    },
    {
      title: t('hzero.common.kit.action'),
      key: 'actions',
      width: 250,
      render: (_value, row, index) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={disabled || index === 0}
            aria-label={t('mes.routing.moveUp', { code: row.operationCode })}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="link"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={disabled || index === operations.length - 1}
            aria-label={t('mes.routing.moveDown', { code: row.operationCode })}
            onClick={() => move(index, index + 1)}
          />
          {rowActions(row)}
        </Space>
      ),
    },
  ];

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('mes.routing.drag.instructions') },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Table<DraftOperation>
          rowKey="key"
          size="small"
          pagination={false}
          components={{ body: { row: SortableRow } }}
          columns={columns}
          dataSource={operations}
          scroll={{ x: 1000 }}
        />
      </SortableContext>
    </DndContext>
  );
}
