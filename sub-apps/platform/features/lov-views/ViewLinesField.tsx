/** A lookup view's fields in the kit's rows control, its columns titled in the user's language. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { RowsField, type RowsFieldProps } from '@polaris/core/kit/form/RowsField';

type Props = Omit<RowsFieldProps, 'columns' | 'newRow'>;

const newLine = () => ({
  fieldName: '',
  display: '',
  queryFieldFlag: 0,
  tableFieldFlag: 1,
  tableFieldWidth: 150,
});

export function ViewLinesField(props: Props) {
  const { t } = useIntl();
  const title = (key: string) => t(`hpfm.lovView.line.${key}`);
  return (
    <RowsField
      {...props}
      newRow={newLine}
      columns={[
        { key: 'fieldName', title: title('fieldName'), width: 170 },
        { key: 'display', title: title('display') },
        {
          key: 'tableFieldWidth',
          title: title('width'),
          kind: 'number',
          width: 100,
          min: 40,
          max: 800,
        },
        { key: 'queryFieldFlag', title: title('query'), kind: 'switch', width: 80 },
        { key: 'tableFieldFlag', title: title('column'), kind: 'switch', width: 80 },
      ]}
    />
  );
}
