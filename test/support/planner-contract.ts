/**
 * Contract tests of the production planner's calls: `serviceContract('alice')` with alice on
 * Globex as production planner (role 12, tenant 2) before each test, the calls of the switch
 * forgotten. Call `plannerContract()` at the top of a test file.
 */
import { fetchCurrentUser } from '../../src/services/iam/current-user';
import { switchRole } from '../../src/services/iam/roles';
import { updateSessionFromUser } from '../../src/session/current-session';
import { serviceContract, type ServiceContract } from './service-contract';

export const PLANNER_ROLE = 12;

export function plannerContract(): ServiceContract {
  const api = serviceContract('alice');
  beforeEach(async () => {
    await switchRole(PLANNER_ROLE);
    updateSessionFromUser(await fetchCurrentUser());
    api.gateway.state.calls.reset();
  });
  return api;
}
