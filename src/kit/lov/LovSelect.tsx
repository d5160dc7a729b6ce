/**
 * A field choosing from a value set (`lovCode`): single or multiple choice, searchable by
 * meaning. All the value-set fields of a page load in one request. Use it as a Form.Item's
 * control (value and onChange are the set's values).
 */
import { Button, Select, type SelectProps } from 'antd';
import { useIntl } from '../../i18n/useIntl';
import { useLovValues } from './use-lov';

export interface LovSelectProps
  extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  lovCode: string;
  /** Also offer values whose enabled flag is off (e.g. to show an old record as it is). */
  includeDisabled?: boolean;
}

export function LovSelect({ lovCode, includeDisabled = false, ...props }: LovSelectProps) {
  const { t } = useIntl();
  const { data, isPending, isError, refetch } = useLovValues(lovCode);
  const options = (data ?? [])
    .filter((item) => includeDisabled || item.enabledFlag !== 0)
    .map((item) => ({ value: item.value, label: item.meaning }));
  return (
    <Select<string | string[]>
      showSearch
      allowClear
      optionFilterProp="label"
      loading={isPending}
      options={options}
      notFoundContent={
        isError ? (
          <Button type="link" size="small" onClick={() => void refetch()}>
            {t('hzero.common.button.retry')}
          </Button>
        ) : undefined
      }
      {...props}
    />
  );
}
