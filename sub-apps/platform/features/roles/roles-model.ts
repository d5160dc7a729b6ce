import { createRemoteListModel } from '@polaris/core/models/remote-list';
import { fetchSelfRoles } from '@polaris/core/services/iam/roles';

export const rolesModel = createRemoteListModel('roles', fetchSelfRoles);
