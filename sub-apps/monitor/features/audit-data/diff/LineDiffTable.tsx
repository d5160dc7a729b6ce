/**
 * A long field's two values line by line, old on the left and new on the right, with line
 * numbers; removed and added lines are tinted and named for screen readers.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { diffableLines, type FieldDiff } from './field-diff';
import { diffLines, sideBySide, type DiffLine } from './line-diff';

const TINT: Record<DiffLine['kind'], CSSProperties> = {
  same: {},
  removed: { background: '#fff1f0' },
  added: { background: '#f6ffed' },
};
const CODE: CSSProperties = {
  fontFamily: 'monospace',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  padding: '0 8px',
  verticalAlign: 'top',
};
const NUMBER: CSSProperties = { ...CODE, color: '#8c8c8c', textAlign: 'right', width: 40 };
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

function Side({ line, side }: { line: DiffLine | undefined; side: 'old' | 'new' }) {
  const { t } = useIntl();
  const number = side === 'old' ? line?.oldNo : line?.newNo;
  const style = line ? TINT[line.kind] : {};
  return (
    <>
      <td style={{ ...NUMBER, ...style }}>{number}</td>
      <td style={{ ...CODE, ...style }} data-side={side} data-kind={line?.kind}>
        {line && line.kind !== 'same' && (
          <span style={HIDDEN}>
            {t(`hmnt.auditData.diff.${line.kind === 'removed' ? 'removedLine' : 'addedLine'}`)}
            :{' '}
          </span>
        )}
        {line?.text}
      </td>
    </>
  );
}

export function LineDiffTable({ diff }: { diff: FieldDiff }) {
  const { t } = useIntl();
  const rows = sideBySide(diffLines(diffableLines(diff.oldValue), diffableLines(diff.newValue)));
  const caption = t('hmnt.auditData.diff.lines', { field: diff.fieldName });
  return (
    <figure style={{ margin: '16px 0' }} data-line-diff={diff.fieldCode}>
      <Typography.Text strong>{caption}</Typography.Text>
      <table aria-label={caption} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <Side line={row.left} side="old" />
              <Side line={row.right} side="new" />
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
