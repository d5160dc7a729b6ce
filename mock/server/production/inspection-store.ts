// Quality inspection results per organisation (seed: mock/data/production-orders.ts): a lot of a
// work order, its sample and defects, judged PASS or FAIL against the plan's acceptable quality
// level when recorded (src/services/production/inspection-rule.ts), with an attachment of
// photos and files (its UUID; the files are the file service's).
import { seedInspections, type SeedInspection } from '../../data/production-orders';
import { inspectionResult } from '../../../src/services/production/inspection-rule';
import type { InspectionResult } from './orders-wire';

export interface StoredInspection extends SeedInspection {
  /** The plan's AQL when judged (a later change of the plan does not re-judge it). */
  aqlPercent: number;
  result: InspectionResult;
  attachmentUuid: string | null;
  objectVersionNumber: number;
}

export type InspectionInput = Omit<
  StoredInspection,
  'inspectionId' | 'tenantId' | 'aqlPercent' | 'result' | 'objectVersionNumber'
>;

export class InspectionStore {
  private inspections = new Map<number, StoredInspection>();
  private nextId = 1;

  /** `aqlOf(tenantId, workOrderId)`: the AQL of the work order's plan (for the seed). */
  constructor(private readonly aqlOf: (tenantId: number, workOrderId: number) => number) {
    this.reset();
  }

  reset(): void {
    this.inspections = new Map(
      seedInspections.map((seed) => {
        const aqlPercent = this.aqlOf(seed.tenantId, seed.workOrderId);
        return [
          seed.inspectionId,
          {
            ...seed,
            aqlPercent,
            result: inspectionResult(seed.sampleSize, seed.defectCount, aqlPercent),
            attachmentUuid: null,
            objectVersionNumber: 1,
          },
        ];
      }),
    );
    this.nextId = Math.max(...seedInspections.map((seed) => seed.inspectionId)) + 1;
  }

  list(tenantId: number): StoredInspection[] {
    return [...this.inspections.values()].filter((one) => one.tenantId === tenantId);
  }

  create(tenantId: number, input: InspectionInput, aqlPercent: number): StoredInspection {
    const inspection: StoredInspection = {
      ...input,
      inspectionId: this.nextId++,
      tenantId,
      aqlPercent,
      result: inspectionResult(input.sampleSize, input.defectCount, aqlPercent),
      objectVersionNumber: 1,
    };
    this.inspections.set(inspection.inspectionId, inspection);
    return inspection;
  }
}
