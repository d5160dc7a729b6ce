/**
 * The columns of a BOM's lines in the editable table: the component (picked from the item
 * master; never twice under one parent, never the BOM's item or a line above it), quantity
 * (above 0), unit and scrap %. Read-only columns when the user may not edit.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { EditableColumn } from '@polaris/core/kit/editable-table/types';
import type { ItemDto } from '@polaris/core/services/production/engineering-types';
import { useMemo } from 'react';
import { componentProblem, quantityProblem, type BomLineValues } from './bom-lines';

/** The units a line may be counted in (the gateway's list). */
export const UNITS = ['EA', 'KG', 'M', 'PCS'];

export function useBomColumns(
  bomItem: string,
  items: readonly ItemDto[],
  readOnly: boolean,
): EditableColumn<BomLineValues>[] {
  const { t } = useIntl();
  return useMemo(() => {
    const title = (name: string) => t(`mes.bom.line.${name}`);
    const editor = <E>(spec: E) => (readOnly ? undefined : spec);
    const components = items.map((item) => ({
      value: item.itemCode,
      meaning: `${item.itemCode} ${item.itemName}`,
    }));
    return [
      {
        field: 'componentCode',
        title: title('componentCode'),
        width: 300,
        rules: {
          required: true,
          validate: (value, _row, place) => {
            const problem = componentProblem(value, place, bomItem);
            return problem && t(`mes.bom.error.${problem}`);
          },
        },
        editor: editor({ type: 'select' as const, options: components, showSearch: true }),
      },
      {
        field: 'quantity',
        title: title('quantity'),
        width: 130,
        align: 'right',
        rules: {
          required: true,
          number: true,
          validate: (value) => quantityProblem(value) && t('mes.bom.error.quantity'),
        },
        editor: editor({ type: 'number' as const, min: 0 }),
      },
      {
        field: 'uom',
        title: title('uom'),
        width: 110,
        rules: { required: true },
        editor: editor({
          type: 'select' as const,
          options: UNITS.map((unit) => ({ value: unit, meaning: unit })),
        }),
      },
      {
        field: 'scrapRate',
        title: title('scrapRate'),
        width: 120,
        align: 'right',
        rules: { min: 0, max: 100 },
        editor: editor({ type: 'number' as const, min: 0, max: 100 }),
      },
    ];
  }, [bomItem, items, readOnly, t]);
}
