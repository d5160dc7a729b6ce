/**
 * Quality inspections as a resource: search by work order, lot, result and date; each result
 * with its defective share against the plan's AQL, and its photos and files in its detail. A
 * new result is recorded with files attached through the kit's attachment (uploaded before the
 * save; the save sends the attachment's UUID).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Attachment } from '@polaris/core/kit/attachment/Attachment';
import { DayField, WIRE_DAY } from '@polaris/core/kit/form/DayField';
import { defineResource } from '@polaris/core/kit/resource/types';
import { defectPercent } from '@polaris/core/services/production/inspection-rule';
import {
  INSPECTION_BUCKET,
  INSPECTION_DIRECTORY,
  INSPECTION_RESULTS,
  type InspectionCreate,
  type InspectionDto,
  type InspectionQuery,
} from '@polaris/core/services/production/orders-types';
import dayjs from 'dayjs';
import { createInspection } from './api/create-inspection';
import { fetchInspections } from './api/fetch-inspections';
import { InspectionDetail } from './InspectionDetail';
import { inspectionResult } from './inspection-result';
import { WorkOrderSelect } from './WorkOrderSelect';

export const INSPECTION_CREATE = 'globex.production.inspection.button.create';

/** Photos, scans and reports: what an inspector attaches. */
export const INSPECTION_ACCEPT = ['jpg', 'jpeg', 'png', 'webp', 'pdf', 'xlsx', 'csv', 'txt'];

/** The form's values: the work order picker holds the id as text. */
type InspectionValues = Omit<InspectionCreate, 'workOrderId'> & { workOrderId: string };

export const inspectionsResource = defineResource<InspectionDto, InspectionQuery, InspectionValues>(
  {
    key: ['mes', 'inspections'],
    texts: 'mes.inspection',
    endpoint: fetchInspections,
    rowKey: 'inspectionId',
    exportable: true,
    search: [
      { name: 'workOrderNum' },
      { name: 'lotNumber' },
      {
        name: 'result',
        kind: 'select',
        options: (t) =>
          INSPECTION_RESULTS.map((code) => ({
            value: code,
            label: t(`mes.inspection.result.${code}`),
          })),
      },
      { name: 'inspected', kind: 'dateRange', from: 'inspectedFrom', to: 'inspectedTo' },
    ],
    columns: [
      { field: 'inspectionDate', width: 120, kind: 'date', sort: true },
      { field: 'workOrderNum', width: 140, kind: 'code', sort: true },
      { field: 'itemCode', width: 100, kind: 'code' },
      { field: 'lotNumber', width: 120, kind: 'code', sort: true, opens: true },
      { field: 'sampleSize', width: 90, kind: 'number' },
      { field: 'defectCount', width: 90, kind: 'number' },
      {
        field: 'defectShare',
        computed: true,
        width: 110,
        align: 'right',
        render: (_value: never, row) =>
          `${defectPercent(row.sampleSize, row.defectCount)} % / ${row.aqlPercent} %`,
      },
      { field: 'result', width: 90, kind: 'status', status: inspectionResult },
      { field: 'inspector', width: 120 },
      {
        field: 'attachmentUuid',
        width: 80,
        noExport: true,
        render: (uuid: string | null, _row, cell) =>
          uuid ? <PaperClipOutlined aria-label={cell.t('mes.inspection.hasAttachment')} /> : null,
      },
    ],
    actions: [{ key: 'detail', quiet: true }],
    detail: {
      title: (row, t) => t('mes.inspection.detail.title', { lot: row.lotNumber }),
      render: (row) => <InspectionDetail inspection={row} />,
      width: 640,
    },
    form: {
      createTitle: 'mes.inspection.create.title',
      editTitle: 'mes.inspection.create.title',
      createPermission: INSPECTION_CREATE,
      width: 640,
      fields: [
        {
          name: 'workOrderId',
          kind: 'custom',
          required: true,
          message: 'mes.inspection.error.workOrder',
          render: () => <WorkOrderSelect />,
        },
        { name: 'lotNumber', required: true, maxLength: 30 },
        { name: 'sampleSize', kind: 'number', required: true, min: 1, max: 100_000 },
        { name: 'defectCount', kind: 'number', required: true, min: 0, max: 100_000 },
        { name: 'inspector', required: true, maxLength: 60 },
        { name: 'inspectionDate', kind: 'custom', required: true, render: () => <DayField /> },
        {
          name: 'attachmentUuid',
          kind: 'custom',
          render: () => (
            <Attachment
              bucketName={INSPECTION_BUCKET}
              directory={INSPECTION_DIRECTORY}
              accept={INSPECTION_ACCEPT}
            />
          ),
        },
        { name: 'remark', kind: 'textarea', maxLength: 240 },
      ],
      initial: () => ({
        workOrderId: '',
        lotNumber: '',
        sampleSize: 50,
        defectCount: 0,
        inspector: '',
        inspectionDate: dayjs().format(WIRE_DAY),
        attachmentUuid: undefined,
        remark: '',
      }),
      save: (values) =>
        createInspection({
          ...values,
          workOrderId: Number(values.workOrderId),
          lotNumber: values.lotNumber.trim(),
          inspector: values.inspector.trim(),
          attachmentUuid: values.attachmentUuid || null,
          remark: values.remark?.trim() || null,
        }),
    },
  },
);
