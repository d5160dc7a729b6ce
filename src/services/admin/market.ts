/**
 * The platform market (HZERO admin service, tenant scoped: the organisation is always in the
 * path): its configuration, and feedback sent to it from the user menu.
 */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { FeedbackDto, FeedbackRecordDto, MarketConfigDto } from './types';

/** `GET /hadm/v1/{organizationId}/market/config`. */
export function fetchMarketConfig(options?: CallOptions): Promise<MarketConfigDto> {
  return request<MarketConfigDto>(v1('admin', 'tenant', 'market/config'), {
    method: 'GET',
    ...options,
  });
}

/** `POST /hadm/v1/{organizationId}/market/feedback`: the stored feedback. */
export function sendFeedback(
  feedback: FeedbackDto,
  options?: CallOptions,
): Promise<FeedbackRecordDto> {
  return request<FeedbackRecordDto>(v1('admin', 'tenant', 'market/feedback'), {
    method: 'POST',
    data: feedback,
    ...options,
  });
}
