/**
 * The create and edit dialog of a unit (a kit form): a new unit's code, its name, type and
 * order among its siblings. A new unit goes under `parent` (none: the top) of the organisation
 * `tenantId` (named on the site form only).
 */
import type { FormSpec } from '@polaris/core/kit/resource/types';
import {
  UNIT_TYPES,
  type UnitDto,
  type UnitTypeCode,
} from '@polaris/core/services/platform/unit-types';
import { createUnit } from './api/create-unit';
import type { UnitScope } from './api/fetch-unit-tree';
import { updateUnit } from './api/update-unit';

export interface UnitValues {
  unitCode: string;
  unitName: string;
  unitTypeCode: UnitTypeCode;
  orderSeq: number | null;
}

export interface UnitFormTarget {
  scope: UnitScope;
  tenantId?: number;
  parent: UnitDto | null;
}

export function unitFormSpec({
  scope,
  tenantId,
  parent,
}: UnitFormTarget): FormSpec<UnitDto, UnitValues> {
  return {
    createTitle: 'hpfm.organization.create.title',
    editTitle: 'hpfm.organization.edit.title',
    titleValues: (unit) => ({ code: unit.unitCode }),
    createPermission: 'hpfm.organization.button.create',
    fields: [
      {
        name: 'unitCode',
        required: true,
        maxLength: 30,
        pattern: /^[A-Z0-9][A-Z0-9_-]*$/,
        message: 'hpfm.organization.error.code',
        only: 'create',
      },
      { name: 'unitName', required: true, maxLength: 60 },
      {
        name: 'unitTypeCode',
        kind: 'select',
        required: true,
        options: (t) =>
          UNIT_TYPES.map((type) => ({ value: type, label: t(`hpfm.organization.type.${type}`) })),
      },
      { name: 'orderSeq', kind: 'number', min: 0, max: 99999, precision: 0 },
    ],
    initial: (unit) => ({
      unitCode: unit?.unitCode ?? (parent ? `${parent.unitCode}-` : ''),
      unitName: unit?.unitName ?? '',
      unitTypeCode: unit?.unitTypeCode ?? (parent ? 'DEPARTMENT' : 'COMPANY'),
      orderSeq: unit?.orderSeq ?? null,
    }),
    save: (values, unit) => {
      const unitName = values.unitName.trim();
      if (unit) {
        return updateUnit(scope, {
          unitId: unit.unitId,
          objectVersionNumber: unit.objectVersionNumber,
          unitName,
          unitTypeCode: values.unitTypeCode,
          orderSeq: values.orderSeq ?? unit.orderSeq,
        });
      }
      return createUnit(scope, {
        ...(scope === 'site' && { tenantId }),
        unitCode: values.unitCode.trim(),
        unitName,
        unitTypeCode: values.unitTypeCode,
        parentUnitId: parent?.unitId ?? null,
        ...(values.orderSeq !== null && { orderSeq: values.orderSeq }),
      });
    },
  };
}
