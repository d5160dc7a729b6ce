// Message templates per tenant (tenant 0: the platform's). A code is unique per tenant and
// language and never changes once saved; an organisation's template of a code overrides the
// platform's for its users (`resolve`).
import type { MessageTemplateDto, MessageTemplateSave } from '../../../src/services/message/types';
import { seedTemplates } from '../../data/messaging/templates';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';
import type { Clock } from '../clock';
import { formatDateTime } from '../work/dates';

export const TEMPLATE_LANGS = ['zh_CN', 'en_US'] as const;
const CODE = /^[A-Z][A-Z0-9_.-]{1,59}$/;

export class TemplateStore {
  private rows: MessageTemplateDto[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    this.nextId = 1;
    this.rows = seedTemplates.map((seed) => this.row(seed.tenantId, seed));
  }

  /** Every tenant's (`all`) or one tenant's templates, by code. */
  list(tenant: number | 'all'): MessageTemplateDto[] {
    return this.rows
      .filter((row) => tenant === 'all' || row.tenantId === tenant)
      .sort((a, b) => a.templateCode.localeCompare(b.templateCode) || a.tenantId - b.tenantId)
      .map((row) => ({ ...row }));
  }

  /** The enabled template a tenant sends for a code: its own, else the platform's. */
  resolve(tenantId: number, code: string, lang?: string): MessageTemplateDto | undefined {
    const ofTenant = (tenant: number) => {
      const enabled = this.rows.filter(
        (row) => row.tenantId === tenant && row.templateCode === code && row.enabledFlag === 1,
      );
      return enabled.find((row) => row.lang === lang) ?? enabled[0];
    };
    return ofTenant(tenantId) ?? ofTenant(0);
  }

  save(tenantId: number, input: MessageTemplateSave): MessageTemplateDto {
    if (input.templateId === undefined) {
      if (!CODE.test(input.templateCode)) {
        throw invalid(
          '模板编码须为 2 到 60 位大写字母、数字、点、下划线或连字符',
          'Template code: 2 to 60 capital letters, digits, dots, underscores or hyphens',
        );
      }
      this.checkUnique(tenantId, input.templateCode, input.lang);
      const created = this.row(tenantId, input);
      this.rows.push(created);
      return { ...created };
    }
    const stored = this.find(tenantId, input.templateId);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    if (input.lang !== stored.lang) this.checkUnique(tenantId, stored.templateCode, input.lang);
    Object.assign(stored, {
      templateName: input.templateName,
      templateTitle: input.templateTitle,
      templateContent: input.templateContent,
      lang: input.lang,
      enabledFlag: input.enabledFlag,
      objectVersionNumber: stored.objectVersionNumber + 1,
      lastUpdateDate: formatDateTime(this.clock.now()),
    });
    return { ...stored };
  }

  remove(tenantId: number, templateId: number, version: number): void {
    const stored = this.find(tenantId, templateId);
    checkVersion(stored, version);
    this.rows = this.rows.filter((row) => row !== stored);
  }

  private find(tenantId: number, templateId: number): MessageTemplateDto {
    const stored = this.rows.find(
      (row) => row.templateId === templateId && row.tenantId === tenantId,
    );
    if (!stored) throw notFound('模板不存在', 'The template does not exist');
    return stored;
  }

  private checkUnique(tenantId: number, code: string, lang: string): void {
    if (
      this.rows.some((r) => r.tenantId === tenantId && r.templateCode === code && r.lang === lang)
    ) {
      throw new AdminFailure('error.data_exists', {
        zh_CN: `模板编码 ${code}（${lang}）已存在`,
        en_US: `Template code ${code} (${lang}) already exists`,
      });
    }
  }

  private row(tenantId: number, input: MessageTemplateSave): MessageTemplateDto {
    return {
      templateId: this.nextId++,
      tenantId,
      templateCode: input.templateCode,
      templateName: input.templateName,
      templateTitle: input.templateTitle,
      templateContent: input.templateContent,
      lang: input.lang,
      enabledFlag: input.enabledFlag,
      objectVersionNumber: 1,
      lastUpdateDate: formatDateTime(this.clock.now()),
    };
  }
}
