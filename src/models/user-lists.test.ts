/** The user model's lists for the header selectors: loaded on demand, kept when a call fails. */
import { createModelStore } from '../core/model';
import { RequestError } from '../request/request-error';
import { fetchSelfRoles } from '../services/iam/roles';
import { fetchSelfTenants, updateDefaultTenant } from '../services/iam/tenants';
import type { RoleDto, TenantDto } from '../services/iam/types';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from '../services/platform/data-hierarchies';
import type { DataHierarchyDto } from '../services/platform/types';
import { reportModelError } from './report-model-error';
import { userModel, withHierarchy, type UserState } from './user';

jest.mock('../services/iam/roles', () => ({ fetchSelfRoles: jest.fn() }));
jest.mock('../services/iam/tenants', () => ({
  fetchSelfTenants: jest.fn(),
  updateDefaultTenant: jest.fn(),
}));
jest.mock('../services/platform/data-hierarchies', () => ({
  fetchDataHierarchyDetails: jest.fn(),
  fetchDataHierarchyValue: jest.fn(),
  switchDataHierarchy: jest.fn(),
}));

const mocked = (fn: unknown) => fn as jest.Mock;
const tenant = (tenantId: number, defaultTenantId: number) =>
  ({ tenantId, tenantName: `T${tenantId}`, defaultTenantId }) as TenantDto;
const plant = (value: string, meaning: string): DataHierarchyDto => ({
  dataHierarchyCode: 'PLANT',
  dataHierarchyName: 'Plant',
  dataHierarchyValue: value,
  dataHierarchyMeaning: meaning,
  valueList: [
    { value: 'P1', meaning: 'Plant 1' },
    { value: 'P2', meaning: 'Plant 2' },
  ],
});

function store() {
  return createModelStore<{ [namespace: string]: unknown; user: UserState }>({
    models: [userModel],
    onError: reportModelError,
  });
}

beforeEach(() => jest.resetAllMocks());

describe('user model: tenant and role lists', () => {
  it('loads the tenants and roles into tenantList and roleList, and resolves with them', async () => {
    const tenants = [tenant(1, 1), tenant(2, 1)];
    const roles = [{ id: 7, name: 'Manager' } as RoleDto];
    mocked(fetchSelfTenants).mockResolvedValue(tenants);
    mocked(fetchSelfRoles).mockResolvedValue(roles);
    const { dispatch, getState } = store();
    await expect(dispatch({ type: 'user/fetchTenantList' })).resolves.toEqual(tenants);
    await expect(dispatch({ type: 'user/fetchRoleList' })).resolves.toEqual(roles);
    expect(getState().user.tenantList).toEqual(tenants);
    expect(getState().user.roleList).toEqual(roles);
  });

  it('makes a tenant the default and shows the list as the server now has it', async () => {
    mocked(updateDefaultTenant).mockResolvedValue(undefined);
    mocked(fetchSelfTenants).mockResolvedValue([tenant(1, 2), tenant(2, 2)]);
    const { dispatch, getState } = store();
    await dispatch({ type: 'user/setDefaultTenant', payload: 2 });
    expect(updateDefaultTenant).toHaveBeenCalledWith(2);
    expect(getState().user.tenantList.map((row) => row.defaultTenantId)).toEqual([2, 2]);
  });

  it('rejects the dispatch and keeps the list when a call fails, without a console error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked(fetchSelfTenants)
      .mockResolvedValueOnce([tenant(1, 1)])
      .mockRejectedValueOnce(new RequestError('network', 'offline'));
    const { dispatch, getState } = store();
    await dispatch({ type: 'user/fetchTenantList' });
    await expect(dispatch({ type: 'user/fetchTenantList' })).rejects.toBeInstanceOf(RequestError);
    expect(getState().user.tenantList).toEqual([tenant(1, 1)]);
    expect(error).not.toHaveBeenCalled(); // the request layer told the user already
    error.mockRestore();
  });
});

describe('user model: data hierarchies', () => {
  it.each([
    { hasSelect: true, hasModal: false, select: 1, modal: 0, rows: 1 },
    { hasSelect: false, hasModal: true, select: 0, modal: 1, rows: 0 },
    { hasSelect: 1, hasModal: 1, select: 1, modal: 1, rows: 1 },
  ])(
    'hasSelect $hasSelect, hasModal $hasModal → isSelect $select, isModal $modal, $rows header row(s)',
    async ({ hasSelect, hasModal, select, modal, rows }) => {
      mocked(fetchDataHierarchyValue).mockResolvedValue({
        selectList: [plant('P1', 'Plant 1')],
        hasSelect,
        hasModal,
      });
      const { dispatch, getState } = store();
      await dispatch({ type: 'user/fetchHierarchicalSelectList' });
      expect(fetchDataHierarchyValue).toHaveBeenCalledWith({ silent: true });
      const state = getState().user;
      expect([state.isSelect, state.isModal, state.hierarchicalSelectList.length]).toEqual([
        select,
        modal,
        rows,
      ]);
    },
  );

  it('loads the dialog hierarchies and shows a switched value in both lists', async () => {
    mocked(fetchDataHierarchyValue).mockResolvedValue({
      selectList: [plant('P1', 'Plant 1')],
      hasSelect: true,
      hasModal: true,
    });
    mocked(fetchDataHierarchyDetails).mockResolvedValue([plant('P1', 'Plant 1')]);
    mocked(switchDataHierarchy).mockResolvedValue({
      dataHierarchyCode: 'PLANT',
      dataHierarchyValue: 'P2',
      dataHierarchyMeaning: 'Plant 2',
    });
    const { dispatch, getState } = store();
    await dispatch({ type: 'user/fetchHierarchicalSelectList' });
    await dispatch({ type: 'user/fetchHierarchicalList' });
    expect(fetchDataHierarchyDetails).toHaveBeenCalledWith({ displayStyle: 'MODAL' });
    const change = { dataHierarchyCode: 'PLANT', dataHierarchyValue: 'P2' };
    await dispatch({ type: 'user/switchHierarchy', payload: change });
    expect(switchDataHierarchy).toHaveBeenCalledWith(change);
    const { hierarchicalList, hierarchicalSelectList } = getState().user;
    for (const list of [hierarchicalList, hierarchicalSelectList]) {
      expect(list[0]).toMatchObject({ dataHierarchyValue: 'P2', dataHierarchyMeaning: 'Plant 2' });
      expect(list[0]?.valueList).toHaveLength(2); // the values it can take stay
    }
  });
});

describe('withHierarchy', () => {
  it.each([
    { name: 'replaces the matching code', code: 'PLANT', changed: true },
    { name: 'leaves other codes alone', code: 'REGION', changed: false },
  ])('$name', ({ code, changed }) => {
    const list = [plant('P1', 'Plant 1')];
    const next = withHierarchy(list, { dataHierarchyCode: code, dataHierarchyValue: 'P2' });
    expect(next[0]?.dataHierarchyValue).toBe(changed ? 'P2' : 'P1');
    expect(next[0]?.valueList).toBe(list[0]?.valueList);
  });
});
