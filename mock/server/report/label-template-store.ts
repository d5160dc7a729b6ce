// The platform's label templates (/hrpt/label-template), seeded from mock/data/label-templates.ts:
// created with a unique code, changed with the version read (a stale one is refused).
import { seedLabelTemplates } from '../../data/label-templates';
import { t } from '../../data/lov-types';
import type { LabelTemplateBody, LabelTemplateDto } from '../../../src/services/report/label-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

/** What a create or an update writes (checked by the route). */
export type LabelTemplateInput = LabelTemplateBody;

const copy = (template: LabelTemplateDto): LabelTemplateDto => structuredClone(template);

export class LabelTemplateStore {
  private templates: LabelTemplateDto[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.templates = seedLabelTemplates.map((seed) => copy({ ...seed, objectVersionNumber: 1 }));
  }

  list(): readonly LabelTemplateDto[] {
    return this.templates;
  }

  create(templateCode: string, input: LabelTemplateInput): LabelTemplateDto {
    if (this.templates.some((one) => one.templateCode === templateCode)) {
      throw new AdminFailure(
        'error.label_template.exists',
        t(`标签模板 ${templateCode} 已存在`, `Label template ${templateCode} already exists`),
      );
    }
    const template: LabelTemplateDto = {
      templateId: Math.max(0, ...this.templates.map((one) => one.templateId)) + 1,
      templateCode,
      ...input,
      objectVersionNumber: 1,
    };
    this.templates.push(template);
    return copy(template);
  }

  update(templateId: number, objectVersionNumber: number, input: LabelTemplateInput) {
    const index = this.templates.findIndex((one) => one.templateId === templateId);
    if (index < 0) {
      throw notFound(`标签模板 ${templateId} 不存在`, `No label template ${templateId}`);
    }
    const stored = this.templates[index];
    checkVersion(stored, objectVersionNumber);
    const saved = { ...stored, ...input, objectVersionNumber: stored.objectVersionNumber + 1 };
    this.templates[index] = saved;
    return copy(saved);
  }
}
