/** A program's parameters in the kit's rows control, its columns titled in the user's language. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { RowsField, type RowsFieldProps } from '@polaris/core/kit/form/RowsField';
import { PARAMETER_TYPES } from '@polaris/core/services/scheduler/concurrent-types';
import { newParameterRow } from './program-parameters';

type Props = Omit<RowsFieldProps, 'columns' | 'newRow'>;

export function ParametersField(props: Props) {
  const { t } = useIntl();
  const title = (key: string) => t(`hsdr.concurrent.program.parameter.${key}`);
  return (
    <RowsField
      {...props}
      newRow={newParameterRow}
      columns={[
        { key: 'name', title: title('name'), width: 150 },
        {
          key: 'type',
          title: title('type'),
          kind: 'select',
          width: 120,
          options: PARAMETER_TYPES.map((type) => ({ value: type, label: type })),
        },
        { key: 'required', title: title('required'), kind: 'switch', width: 70 },
        { key: 'defaultValue', title: title('defaultValue') },
      ]}
    />
  );
}
