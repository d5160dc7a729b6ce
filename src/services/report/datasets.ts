/**
 * `GET {report}/v1/datasets`, site level: a page of the report centre's datasets (the Datasets
 * page lists them, Report Definitions picks one). Filters: code and name contain, source, enabled.
 */
import { listEndpoint } from '../list-endpoint';
import type { DatasetDto, DatasetQuery } from './dataset-types';

export const fetchDatasets = listEndpoint<DatasetDto, DatasetQuery>('report', 'site', 'datasets');
