/**
 * A code rule's segments, one line each (constant text, date mask, or sequence with digits,
 * start and reset), with the next code previewed live as they change.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { nextCode } from '@polaris/core/services/platform/code-rule-next';
import {
  CODE_SEGMENT_TYPES,
  SEQUENCE_RESETS,
  type CodeRuleSegment,
  type CodeSegmentType,
} from '@polaris/core/services/platform/code-rule-types';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { designProblem, today, type RuleDesign } from './rule-design';

const EMPTY: RuleDesign = { segments: [], currentValue: null, resetDate: null };

const fresh = (fieldType: CodeSegmentType): CodeRuleSegment =>
  fieldType === 'CONSTANT'
    ? { fieldType, fieldValue: '' }
    : fieldType === 'DATE'
      ? { fieldType, dateMask: 'yyyyMMdd' }
      : { fieldType, seqLength: 4, startValue: 1, resetFrequency: 'NEVER' };

export function SegmentsEditor(props: { value?: RuleDesign; onChange?: (v: RuleDesign) => void }) {
  const { t } = useIntl();
  const design = props.value ?? EMPTY;
  const { segments } = design;
  const set = (next: CodeRuleSegment[]) => props.onChange?.({ ...design, segments: next });
  const patch = (index: number, change: Partial<CodeRuleSegment>) =>
    set(segments.map((segment, i) => (i === index ? { ...segment, ...change } : segment)));
  const label = (key: string, n: number) => `${t(`hpfm.codeRule.segment.${key}`)} ${n}`;
  const preview = designProblem(design) ? null : nextCode(segments, design, today()).code;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {segments.map((segment, index) => (
        <Space key={index} wrap>
          <Select
            aria-label={label('fieldType', index + 1)}
            value={segment.fieldType}
            style={{ width: 120 }}
            options={CODE_SEGMENT_TYPES.map((type) => ({
              value: type,
              label: t(`hpfm.codeRule.type.${type}`),
            }))}
            onChange={(type: CodeSegmentType) =>
              set(segments.map((s, i) => (i === index ? fresh(type) : s)))
            }
          />
          {segment.fieldType === 'CONSTANT' && (
            <Input
              aria-label={label('fieldValue', index + 1)}
              value={segment.fieldValue ?? ''}
              maxLength={30}
              onChange={(event) => patch(index, { fieldValue: event.target.value })}
            />
          )}
          {segment.fieldType === 'DATE' && (
            <Input
              aria-label={label('dateMask', index + 1)}
              value={segment.dateMask ?? ''}
              maxLength={20}
              onChange={(event) => patch(index, { dateMask: event.target.value })}
            />
          )}
          {segment.fieldType === 'SEQUENCE' && (
            <>
              <InputNumber
                aria-label={label('seqLength', index + 1)}
                min={1}
                max={12}
                precision={0}
                value={segment.seqLength}
                onChange={(seqLength) => patch(index, { seqLength })}
              />
              <InputNumber
                aria-label={label('startValue', index + 1)}
                min={0}
                precision={0}
                value={segment.startValue}
                onChange={(startValue) => patch(index, { startValue })}
              />
              <Select
                aria-label={label('resetFrequency', index + 1)}
                value={segment.resetFrequency ?? 'NEVER'}
                style={{ width: 110 }}
                options={SEQUENCE_RESETS.map((reset) => ({
                  value: reset,
                  label: t(`hpfm.codeRule.reset.${reset}`),
                }))}
                onChange={(resetFrequency) => patch(index, { resetFrequency })}
              />
            </>
          )}
          <Button onClick={() => set(segments.filter((_s, i) => i !== index))}>
            {t('hpfm.codeRule.segment.remove')}
          </Button>
        </Space>
      ))}
      <Button onClick={() => set([...segments, fresh('CONSTANT')])}>
        {t('hpfm.codeRule.segment.add')}
      </Button>
      <Typography.Text role="status">
        {t('hpfm.codeRule.preview')}: <Typography.Text code>{preview ?? '—'}</Typography.Text>
      </Typography.Text>
    </Space>
  );
}
