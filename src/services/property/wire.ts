/**
 * The property back office (`/wy`, spec sections 7 and 8): its envelope and its paged lists. The
 * mock gateway answers these types (mock/server/api/wy.ts and property-*.ts).
 */
import type { Page } from '../../request/paging';

/** Envelope of every `/wy` answer; `__pms` marks answers the client must show (request/wy.ts). */
export interface WyEnvelope<T> {
  __pms?: true;
  success: boolean;
  result?: T;
  error?: { message: string; code?: number } | null;
}

/** The lists answer the platform's page shape inside the envelope (zero-based `number`). */
export type WyPage<T> = Page<T>;

/** Version segment of the property back office's paths. */
export const WY_VERSION = 'v1.0';

/** `/wy/api/v1.0/{path}`. */
export const wyPath = (path: string): string => `/wy/api/${WY_VERSION}/${path.replace(/^\/+/, '')}`;
