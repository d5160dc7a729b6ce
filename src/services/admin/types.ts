/**
 * Request and response shapes of the platform market calls of HZERO's admin service (`/hadm`):
 * the market configuration behind the global state's `marketConfig` (spec section 3: its
 * `feedbackFlag` turns the user menu's Feedback entry on) and the feedback it posts. Neither the
 * spec nor hzero-api.md gives their paths or bodies: mock/README.md "Market" says what we chose.
 * The mock gateway's answers are these types (mock/server/api/market.ts, `Sent`).
 */

/** `GET /hadm/v1/{organizationId}/market/config`: the organisation's market switches. */
export interface MarketConfigDto {
  /** Whether users of the organisation may send feedback. */
  feedbackFlag: boolean;
}

/** How long a feedback's fields may be (the gateway refuses longer ones, the dialog says so). */
export const FEEDBACK_LIMITS = { title: 60, content: 2000 } as const;

/** `POST /hadm/v1/{organizationId}/market/feedback`: what the user sends. */
export interface FeedbackDto {
  title: string;
  content: string;
  /** The page the user was on (its path and query), to see what the feedback is about. */
  pageUrl?: string;
}

/** The stored feedback the post answers. */
export interface FeedbackRecordDto extends FeedbackDto {
  feedbackId: number;
  tenantId: number;
  /** Who sent it: the user's login name. */
  createdBy: string;
  creationDate: string;
}
