/**
 * Two versions of a record side by side (its own chunk, loaded when a comparison is first shown):
 * every field with its old and new value, the changed ones highlighted and marked "Changed" (in
 * words too, not by colour alone); a long value that changed is compared line by line below.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import { Table, Tag, Typography } from 'antd';
import { fieldDiffs, type FieldDiff, type VersionPair } from './field-diff';
import { LineDiffTable } from './LineDiffTable';

export interface DiffViewProps {
  versions: readonly AuditDataDto[];
  pair: VersionPair;
}

const CHANGED_ROW = { background: '#fffbe6' };
const EXCERPT = 60;

/** A long value in the field table: its start; the whole is compared line by line below. */
function excerpt(value: string): string {
  const first = value.split(/\r?\n/)[0];
  return first.length > EXCERPT || first !== value ? `${first.slice(0, EXCERPT)}…` : value;
}

export default function DiffView({ versions, pair }: DiffViewProps) {
  const { t } = useIntl();
  const diffs = fieldDiffs(versions, pair);
  const none = t('hmnt.auditData.diff.none');
  const shown = (diff: FieldDiff, value: string | null) => {
    if (value === null) return <Typography.Text type="secondary">{none}</Typography.Text>;
    return diff.long && diff.changed ? excerpt(value) : value;
  };
  const title = t('hmnt.auditData.diff.title', { older: pair.older, newer: pair.newer });

  return (
    <section aria-label={title} data-diff={`${pair.older}-${pair.newer}`}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {diffs.every((diff) => !diff.changed) && (
        <Typography.Paragraph>{t('hmnt.auditData.diff.noChanges')}</Typography.Paragraph>
      )}
      <Table<FieldDiff>
        aria-label={title}
        size="small"
        rowKey="fieldCode"
        pagination={false}
        dataSource={diffs}
        onRow={(diff) => ({
          style: diff.changed ? CHANGED_ROW : undefined,
          'data-changed': diff.changed ? 'true' : 'false',
        })}
        columns={[
          { title: t('hmnt.auditData.diff.field'), dataIndex: 'fieldName', width: 160 },
          {
            title: t('hmnt.auditData.diff.old', { version: pair.older }),
            key: 'old',
            render: (_value, diff) => <span data-side="old">{shown(diff, diff.oldValue)}</span>,
          },
          {
            title: t('hmnt.auditData.diff.new', { version: pair.newer }),
            key: 'new',
            render: (_value, diff) => <span data-side="new">{shown(diff, diff.newValue)}</span>,
          },
          {
            title: '',
            key: 'changed',
            width: 100,
            render: (_value, diff) =>
              diff.changed ? (
                <Tag color="warning">{t('hmnt.auditData.diff.changed')}</Tag>
              ) : (
                <Typography.Text type="secondary">
                  {t('hmnt.auditData.diff.unchanged')}
                </Typography.Text>
              ),
          },
        ]}
      />
      {diffs
        .filter((diff) => diff.long && diff.changed)
        .map((diff) => (
          <LineDiffTable key={diff.fieldCode} diff={diff} />
        ))}
    </section>
  );
}
