/** A template's fields and its layout's elements in the kit's rows control, titled in the user's language. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { RowsField, type RowsFieldProps } from '@polaris/core/kit/form/RowsField';
import { LABEL_ELEMENT_TYPES, LABEL_SIZE } from '@polaris/core/services/report/label-types';
import { newElementRow, newFieldRow } from './label-form';

type Props = Omit<RowsFieldProps, 'columns' | 'newRow'>;

const title = (t: (key: string) => string, key: string) => t(`hrpt.labelTemplate.column.${key}`);

export function FieldsField(props: Props) {
  const { t } = useIntl();
  return (
    <RowsField
      {...props}
      newRow={newFieldRow}
      columns={[
        { key: 'name', title: title(t, 'name'), width: 180 },
        { key: 'sample', title: title(t, 'sample') },
      ]}
    />
  );
}

export function ElementsField(props: Props) {
  const { t } = useIntl();
  const millimetres = (key: string, min: number) =>
    ({ key, title: title(t, key), kind: 'number', width: 76, min, max: LABEL_SIZE.max }) as const;
  return (
    <RowsField
      {...props}
      newRow={newElementRow}
      columns={[
        {
          key: 'type',
          title: title(t, 'type'),
          kind: 'select',
          width: 110,
          options: LABEL_ELEMENT_TYPES.map((type) => ({
            value: type,
            label: t(`hrpt.labelTemplate.type.${type}`),
          })),
        },
        { key: 'content', title: title(t, 'content') },
        millimetres('x', 0),
        millimetres('y', 0),
        millimetres('width', 1),
        millimetres('height', 1),
      ]}
    />
  );
}
