/**
 * `GET {iam}/hzero/v1[/{organizationId}]/member-roles/role-users/{roleId}/candidates?name=`: users
 * who may be made members (not members yet; on the tenant form, the organisation's people).
 */
import { iamHzeroList, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { MemberCandidateDto } from '@polaris/core/services/iam/role-admin-types';

export const fetchMemberCandidates = (form: IamForm, roleId: number) =>
  iamHzeroList<MemberCandidateDto, { name?: string }>(
    form,
    `member-roles/role-users/${roleId}/candidates`,
  );
