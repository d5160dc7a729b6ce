import { createRemoteListModel } from '@polaris/core/models/remote-list';
import { fetchSelfTenants } from '@polaris/core/services/iam/tenants';

export const tenantsModel = createRemoteListModel('tenants', fetchSelfTenants);
