// The parameter rules of the report centre's datasets (report-params.ts).
import type { DatasetParameter } from '../../../src/services/report/dataset-types';
import type { AdminFailure } from '../admin/failure';
import {
  checkParameters,
  filterRows,
  resolveParams,
  targetOf,
  valueProblem,
} from './report-params';

const param = (over: Partial<DatasetParameter>): DatasetParameter => ({
  name: 'region',
  type: 'TEXT',
  required: 0,
  defaultValue: null,
  options: null,
  ...over,
});

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AdminFailure).texts.en_US;
  }
  return undefined;
};

describe('report parameters', () => {
  it.each([
    ['region', { field: 'region', bound: null }],
    ['orderDateFrom', { field: 'orderDate', bound: 'from' }],
    ['amountTo', { field: 'amount', bound: 'to' }],
    ['From', null],
    ['colour', null],
  ])('%s on the sales source means %j', (name, target) => {
    expect(targetOf('SALES', name)).toEqual(target);
  });

  it.each([
    [param({ type: 'NUMBER' }), '12.5', null],
    [param({ type: 'NUMBER' }), 'ten', 'must be a number, got ten'],
    [param({ type: 'DATE' }), '2026-02-30', null],
    [param({ type: 'DATE' }), '2026/02/01', 'must be a date as YYYY-MM-DD, got 2026/02/01'],
    [param({ type: 'SELECT', options: 'EAST, WEST' }), 'WEST', null],
    [param({ type: 'SELECT', options: 'EAST, WEST' }), 'SOUTH', 'must be one of EAST, WEST'],
  ])('%j takes %s: %s', (parameter, value, problem) => {
    expect(valueProblem(parameter, value)?.en_US ?? null).toBe(problem);
  });

  it('refuses a dataset parameter the source cannot take, naming it', () => {
    expect(messageOf(() => checkParameters('SALES', [param({ name: 'colour' })]))).toBe(
      'Parameter 1 colour: is not a field of source SALES (orderDate, region, product, quantity, amount, or with From/To)',
    );
    expect(messageOf(() => checkParameters('SALES', [param({}), param({ type: 'NUMBER' })]))).toBe(
      'Parameter 2 region: given twice',
    );
    expect(messageOf(() => checkParameters('SALES', [param({ type: 'SELECT' })]))).toBe(
      'Parameter 1 region: a select needs options',
    );
  });

  it('resolves a run’s values: typed, else the default; one the report does not ask takes its default', () => {
    const parameters = [
      param({ name: 'orderDateFrom', type: 'DATE', required: 1, defaultValue: '2026-01-01' }),
      param({ name: 'region' }),
      param({ name: 'quantityFrom', type: 'NUMBER', defaultValue: '3' }),
    ];
    expect(
      resolveParams(parameters, ['orderDateFrom', 'region'], {
        orderDateFrom: ' ',
        region: ' EA ',
        quantityFrom: '9',
      }),
    ).toEqual({ orderDateFrom: '2026-01-01', region: 'EA', quantityFrom: '3' });
    expect(messageOf(() => resolveParams([param({ required: 1 })], ['region'], {}))).toBe(
      'Parameter region is required',
    );
  });

  it('keeps the rows every value holds for: bounds inclusive, text contains', () => {
    const rows = [
      { orderDate: '2026-01-01', region: 'EAST', product: 'A', quantity: 1, amount: 10 },
      { orderDate: '2026-01-02', region: 'WEST', product: 'B', quantity: 5, amount: 50 },
      { orderDate: '2026-01-03', region: 'EAST', product: 'C', quantity: 9, amount: 90 },
    ];
    const kept = (values: Record<string, string>) =>
      filterRows('SALES', rows, values).map((row) => row.product);
    expect(kept({ orderDateFrom: '2026-01-02' })).toEqual(['B', 'C']);
    expect(kept({ orderDateTo: '2026-01-02', region: 'ea' })).toEqual(['A']);
    expect(kept({ quantity: '5' })).toEqual(['B']);
    expect(kept({ amountFrom: '10', amountTo: '50' })).toEqual(['A', 'B']);
  });
});
