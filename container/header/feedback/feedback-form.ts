/**
 * The Feedback dialog's rules, pure: what the user typed becomes the feedback sent (trimmed, with
 * the page it was written on), and each field's problem, as a text key with its values, so the
 * dialog says it in the user's language. The limits are the gateway's (FEEDBACK_LIMITS).
 */
import { FEEDBACK_LIMITS, type FeedbackDto } from '@polaris/core/services/admin/types';

export interface FeedbackInput {
  title: string;
  content: string;
}

export type FeedbackField = keyof FeedbackInput;

/** A text key of header/feedback/texts.ts and the values it names. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

export type FeedbackProblems = Partial<Record<FeedbackField, FieldProblem>>;

function check(field: FeedbackField, value: string): FieldProblem | undefined {
  const text = value.trim();
  const max = FEEDBACK_LIMITS[field];
  if (text === '') return { key: `hzero.common.feedback.${field}Required` };
  if (text.length > max) {
    return { key: `hzero.common.feedback.${field}TooLong`, values: { max, length: text.length } };
  }
  return undefined;
}

/** The fields' problems; none when the feedback may be sent. */
export function checkFeedback(input: FeedbackInput): FeedbackProblems {
  const problems: FeedbackProblems = {};
  for (const field of ['title', 'content'] as const) {
    const problem = check(field, input[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function hasProblems(problems: FeedbackProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** What is sent: the fields trimmed, and the page the user is on. */
export function feedbackToSend(input: FeedbackInput, pageUrl: string): FeedbackDto {
  return { title: input.title.trim(), content: input.content.trim(), pageUrl };
}
