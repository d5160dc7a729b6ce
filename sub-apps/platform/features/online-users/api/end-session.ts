/**
 * `DELETE {iam}/hzero/v1/online-users/{sessionId}`: signs that session out (its token is kicked
 * off; its open shell shows the kick-off page). The caller's own session is refused.
 */
import { request } from '@polaris/core/request/client';
import { gateway, type CallOptions } from '@polaris/core/services/shared';
import type { OnlineUserDto } from '@polaris/core/services/iam/client-types';

export function endSession(user: Pick<OnlineUserDto, 'sessionId'>, options?: CallOptions) {
  return request<void>(
    `${gateway().iam}/hzero/v1/online-users/${encodeURIComponent(user.sessionId)}`,
    { method: 'DELETE', ...options },
  );
}
