// The report centre's datasets and report definitions (site level, the platform's): seeded from
// mock/data/reports.ts at every reset, saved at the version read (a stale one is refused), a
// code given twice refused. A report's columns and chart name fields of its dataset's source, its
// parameters the dataset's.
import {
  DATA_SOURCES,
  type DatasetDto,
  type DatasetSave,
  type DatasetUpdate,
} from '../../../src/services/report/dataset-types';
import type {
  ReportDefineDto,
  ReportDefineSave,
  ReportDefineUpdate,
} from '../../../src/services/report/report-define-types';
import { seedDatasets, seedReports } from '../../data/reports';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';
import { checkParameters } from './report-params';

export interface StoredDataset extends DatasetDto {
  runSeconds: number;
}

export type StoredReport = Omit<ReportDefineDto, 'datasetCode'>;

const exists = (what: string, code: string) =>
  new AdminFailure('error.data_exists', {
    zh_CN: `${what.split('|')[0]} ${code} 已存在`,
    en_US: `${what.split('|')[1]} ${code} already exists`,
  });

const copy = <T>(value: T): T => structuredClone(value);

export class ReportStore {
  private datasetList: StoredDataset[] = [];
  private reportList: StoredReport[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.datasetList = seedDatasets.map((seed) => ({ ...copy(seed), objectVersionNumber: 1 }));
    this.reportList = seedReports.map((seed) => ({ ...copy(seed), objectVersionNumber: 1 }));
  }

  datasets(): readonly StoredDataset[] {
    return this.datasetList;
  }

  dataset(datasetId: number): StoredDataset {
    const found = this.datasetList.find((one) => one.datasetId === datasetId);
    if (!found) throw notFound(`数据集 ${datasetId} 不存在`, `No dataset ${datasetId}`);
    return found;
  }

  createDataset(save: DatasetSave): StoredDataset {
    if (this.datasetList.some((one) => one.datasetCode === save.datasetCode)) {
      throw exists('数据集|Dataset', save.datasetCode);
    }
    checkParameters(save.dataSource, save.parameters);
    const datasetId = Math.max(0, ...this.datasetList.map((one) => one.datasetId)) + 1;
    const saved = { ...save, datasetId, runSeconds: 0, objectVersionNumber: 1 };
    this.datasetList.push(saved);
    return saved;
  }

  updateDataset(update: DatasetUpdate): StoredDataset {
    const stored = this.dataset(update.datasetId);
    checkVersion(stored, update.objectVersionNumber);
    const next = { ...stored, ...update };
    checkParameters(next.dataSource, next.parameters);
    if (next.dataSource !== stored.dataSource && this.reportsOn(stored.datasetId).length > 0) {
      throw invalid(
        `数据集 ${stored.datasetCode} 已被报表使用，不能更换数据源`,
        `Dataset ${stored.datasetCode} is used by reports: its source cannot change`,
      );
    }
    Object.assign(stored, next, { objectVersionNumber: stored.objectVersionNumber + 1 });
    return stored;
  }

  private reportsOn(datasetId: number): StoredReport[] {
    return this.reportList.filter((report) => report.datasetId === datasetId);
  }

  reports(): readonly StoredReport[] {
    return this.reportList;
  }

  report(reportId: number): StoredReport {
    const found = this.reportList.find((one) => one.reportId === reportId);
    if (!found) throw notFound(`报表 ${reportId} 不存在`, `No report ${reportId}`);
    return found;
  }

  createReport(save: ReportDefineSave): StoredReport {
    if (this.reportList.some((one) => one.reportCode === save.reportCode)) {
      throw exists('报表|Report', save.reportCode);
    }
    this.checkReport(save);
    const reportId = Math.max(0, ...this.reportList.map((one) => one.reportId)) + 1;
    const saved = { ...save, reportId, objectVersionNumber: 1 };
    this.reportList.push(saved);
    return saved;
  }

  updateReport(update: ReportDefineUpdate): StoredReport {
    const stored = this.report(update.reportId);
    checkVersion(stored, update.objectVersionNumber);
    const next = { ...stored, ...update };
    this.checkReport(next);
    Object.assign(stored, next, { objectVersionNumber: stored.objectVersionNumber + 1 });
    return stored;
  }

  /** Columns and chart on the dataset's source fields, parameters the dataset's. */
  private checkReport(report: ReportDefineSave): void {
    const dataset = this.dataset(report.datasetId);
    const fields: readonly string[] = DATA_SOURCES[dataset.dataSource];
    const source = `${dataset.datasetCode} (${fields.join(', ')})`;
    if (report.columns.length === 0)
      throw invalid('columns 至少一列', 'columns needs at least one column');
    for (const field of [...report.columns.map((c) => c.field), ...report.chartValues]) {
      if (!fields.includes(field)) {
        throw invalid(
          `列 ${field} 不是数据集 ${source} 的字段`,
          `Column ${field} is not a field of dataset ${source}`,
        );
      }
    }
    const names = dataset.parameters.map((parameter) => parameter.name);
    const unknown = report.parameterNames.find((name) => !names.includes(name));
    if (unknown !== undefined) {
      throw invalid(
        `参数 ${unknown} 不是数据集 ${dataset.datasetCode} 的参数`,
        `Parameter ${unknown} is not a parameter of dataset ${dataset.datasetCode}`,
      );
    }
    if (report.chartType !== 'NONE') {
      const shown = report.columns.map((column) => column.field);
      if (!report.chartLabel || !shown.includes(report.chartLabel)) {
        throw invalid(
          'chartLabel 必须是报表的一列',
          'chartLabel must be one of the report’s columns',
        );
      }
      if (report.chartValues.length === 0 || report.chartValues.some((f) => !shown.includes(f))) {
        throw invalid(
          'chartValues 必须是报表的列（至少一列）',
          'chartValues must be columns of the report (at least one)',
        );
      }
    }
  }
}
