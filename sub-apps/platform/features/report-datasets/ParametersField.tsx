/** A dataset's parameters in the kit's rows control: name, type, required, default, options. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { RowsField, type RowsFieldProps } from '@polaris/core/kit/form/RowsField';
import { PARAMETER_TYPES } from '@polaris/core/services/report/dataset-types';

type Props = Omit<RowsFieldProps, 'columns' | 'newRow'>;

const newParameter = () => ({ name: '', type: 'TEXT', required: 0, defaultValue: '', options: '' });

export function ParametersField(props: Props) {
  const { t } = useIntl();
  const title = (key: string) => t(`hrpt.dataset.parameter.${key}`);
  return (
    <RowsField
      {...props}
      newRow={newParameter}
      columns={[
        { key: 'name', title: title('name'), width: 150 },
        {
          key: 'type',
          title: title('type'),
          kind: 'select',
          width: 120,
          options: PARAMETER_TYPES.map((type) => ({ value: type, label: t(`hrpt.type.${type}`) })),
        },
        { key: 'required', title: title('required'), kind: 'switch', width: 70 },
        { key: 'defaultValue', title: title('defaultValue'), width: 130 },
        { key: 'options', title: title('options') },
      ]}
    />
  );
}
