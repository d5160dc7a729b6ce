/** `GET /iam/hzero/v1/users/self`: the organisation of the signed-in user (spec: self returns tenantId). */
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';

export async function fetchSelfTenantId(): Promise<number> {
  const user = await fetchCurrentUser({ silent: true });
  return user.tenantId;
}
