/** The Gantt page's buttons, the view switch and the unsaved count (announced to screen readers). */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Tooltip, Typography } from 'antd';
import { GANTT_VIEWS, type GanttView } from './chart/gantt-settings';

export interface GanttToolbarProps {
  editable: boolean;
  hasSelection: boolean;
  unsaved: number;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  view: GanttView;
  onView(view: GanttView): void;
  onCommand(command: GanttCommand): void;
}

export type GanttCommand =
  | 'save'
  | 'undo'
  | 'redo'
  | 'addTask'
  | 'addMilestone'
  | 'edit'
  | 'indent'
  | 'outdent'
  | 'delete'
  | 'fit'
  | 'reload';

export function GanttToolbar(props: GanttToolbarProps) {
  const { t } = useIntl();
  const { editable, hasSelection, unsaved } = props;
  const button = (command: GanttCommand, disabled = false, primary = false) => (
    <Button
      key={command}
      size="small"
      type={primary ? 'primary' : 'default'}
      disabled={disabled}
      loading={command === 'save' && props.saving}
      onClick={() => props.onCommand(command)}
    >
      {t(`mes.gantt.${command}`)}
    </Button>
  );
  return (
    <Space wrap size={[6, 6]} style={{ marginBottom: 8 }}>
      {editable && (
        <>
          {button('save', unsaved === 0 || props.saving, true)}
          {button('undo', !props.canUndo || props.saving)}
          {button('redo', !props.canRedo || props.saving)}
          {button('addTask')}
          {button('addMilestone')}
          {button('edit', !hasSelection)}
          {button('indent', !hasSelection)}
          {button('outdent', !hasSelection)}
          {button('delete', !hasSelection)}
        </>
      )}
      <Segmented<GanttView>
        size="small"
        value={props.view}
        onChange={props.onView}
        options={GANTT_VIEWS.map((view) => ({ value: view, label: t(`mes.gantt.view.${view}`) }))}
      />
      {button('fit')}
      {button('reload', props.saving)}
      <Typography.Text
        type={unsaved > 0 ? 'warning' : 'secondary'}
        role="status"
        aria-live="polite"
      >
        {editable &&
          (unsaved > 0 ? t('mes.gantt.unsaved', { count: unsaved }) : t('mes.gantt.allSaved'))}
      </Typography.Text>
      {editable && (
        <Tooltip title={t('mes.gantt.help')}>
          <QuestionCircleOutlined aria-label={t('mes.gantt.help')} tabIndex={0} />
        </Tooltip>
      )}
    </Space>
  );
}
