/** Units for the organisation page's tests. */
import type { UnitDto } from '@polaris/core/services/platform/unit-types';

export const unit = (unitId: number, unitName: string, extra: Partial<UnitDto> = {}): UnitDto => ({
  unitId,
  tenantId: 1,
  unitCode: `U${unitId}`,
  unitName,
  unitTypeCode: 'DEPARTMENT',
  parentUnitId: null,
  orderSeq: 10,
  enabledFlag: 1,
  objectVersionNumber: 1,
  ...extra,
});

/** Acme Group > (Headquarters > Finance), Sales; and the disabled Former Branch at the top. */
export const acmeUnits = (): UnitDto[] => [
  unit(1, 'Acme Group', {
    unitTypeCode: 'COMPANY',
    children: [
      unit(2, 'Headquarters', {
        parentUnitId: 1,
        children: [unit(3, 'Finance', { parentUnitId: 2 })],
      }),
      unit(4, 'Sales', { parentUnitId: 1, orderSeq: 20 }),
    ],
  }),
  unit(5, 'Former Branch', { unitTypeCode: 'COMPANY', orderSeq: 20, enabledFlag: 0 }),
];
