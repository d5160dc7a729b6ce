/**
 * The `/wy` flow (spec sections 7 and 8): calls to the property back office go out with a
 * Bearer token and credentials, outside the platform client. A failed fetch (network error or
 * non-2xx) resolves to `{ success: false, message }` rather than throwing; with
 * `exportFileName` the binary answer is saved as that file. Answers carrying the `__pms` marker
 * show their `error.message`: a success notification when `success` is true, otherwise an
 * 'Operation failed' dialog, unless the message is one of the expected billing outcomes.
 */
import { t } from '../i18n/intl';
import { reportRequestError } from './client';
import { authorizedFetch, defaultSaver, type FileSaver } from './download';
import { userMessageOf } from './error-messages';
import { notifications } from './notify';
import { errorFromAnswer, RequestError } from './request-error';
import { targetUrl } from './target-url';

export interface WyFailure {
  success: false;
  message: string;
}

export interface WyExported {
  success: true;
  fileName: string;
}

export interface PmsDialog {
  title: string;
  content: string;
  okText: string;
  zIndex: number;
}

export type PmsErrorDialog = (dialog: PmsDialog) => void;

export const PMS_DIALOG_Z_INDEX = 99999;

/** Messages that are expected outcomes of billing, shown by the page itself: no dialog. */
export const SILENT_PMS_PHRASES: readonly string[] = [
  'ticket used up',
  'tickets used up',
  'insufficient tickets',
  'insufficient ticket',
  'charge preview failed',
  'offset failed',
  'invoice service',
  'invoice preview',
  'type disabled',
  'type not found',
  'billing account already settled',
  '票据已用完',
  '票据用完',
  '票据不足',
  '收费预览失败',
  '冲抵失败',
  '冲销失败',
  '抵扣失败',
  '发票服务',
  '发票预览',
  '类型已停用',
  '类型已禁用',
  '类型不存在',
  '未找到类型',
  '账单已结算',
  '账套已结账',
  '账户已结算',
];

export function isSilentPmsMessage(message: string | null | undefined): boolean {
  if (!message) return false;
  const text = message.toLowerCase();
  return SILENT_PMS_PHRASES.some((phrase) => text.includes(phrase));
}

export const antdPmsErrorDialog: PmsErrorDialog = (dialog) => {
  void import('antd').then(({ Modal }) => Modal.error(dialog));
};

interface PmsBody {
  __pms?: unknown;
  success?: boolean;
  error?: { message?: string } | null;
}

/** Shows what a `__pms` answer asks for; other answers show nothing. */
export function handlePmsAnswer(body: unknown, showDialog: PmsErrorDialog): void {
  if (typeof body !== 'object' || body === null || !(body as PmsBody).__pms) return;
  const { success, error } = body as PmsBody;
  const message = typeof error?.message === 'string' ? error.message : '';
  if (!message) return;
  if (success === true) {
    notifications.success(message);
    return;
  }
  if (isSilentPmsMessage(message)) return;
  showDialog({
    title: t('hzero.common.notification.error'),
    content: message,
    okText: t('hzero.common.button.gotIt', undefined, 'Got it'),
    zIndex: PMS_DIALOG_Z_INDEX,
  });
}

export interface WyOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
  /** Where the `__pms` failure dialog goes; default `antdPmsErrorDialog`. */
  showPmsErrorDialog?: PmsErrorDialog;
  /** Export: where the file goes; default `defaultSaver()`. */
  saver?: FileSaver | null;
}

/** A failed answer as the user reads it (error-messages.ts); the detail goes to the console. */
async function failureOf(response: Response): Promise<WyFailure> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    const message = parsed?.message ?? parsed?.error?.message;
    body = typeof message === 'string' ? { ...parsed, message } : parsed;
  } catch {
    // not JSON (an HTML error page, plain text): kept for the console only
  }
  const error = errorFromAnswer(body, response.status, response.statusText);
  // a refused token ends the session as on any other call (sign-in again, kick-off page)
  if (error.kind === 'unauthorized') reportRequestError(error);
  console.error(`[polaris] ${response.status} ${response.url}:`, error.message);
  return { success: false, message: userMessageOf(error) };
}

export function wyRequest(
  url: string,
  options: WyOptions & { exportFileName: string },
): Promise<WyExported | WyFailure>;
export function wyRequest<T>(url: string, options?: WyOptions): Promise<T | WyFailure>;
export async function wyRequest<T>(
  url: string,
  options: WyOptions & { exportFileName?: string } = {},
): Promise<T | WyExported | WyFailure> {
  let response: Response;
  try {
    response = await authorizedFetch(targetUrl(url, options.params), {
      method: options.method ?? 'GET',
      data: options.data,
      signal: options.signal,
      scheme: 'Bearer',
    });
  } catch (error) {
    console.error('[polaris] request failed:', error);
    return { success: false, message: userMessageOf(new RequestError('network', String(error))) };
  }
  if (!response.ok) return failureOf(response);
  if (options.exportFileName) {
    const blob = new Blob([await response.arrayBuffer()], {
      type: response.headers.get('content-type') || 'application/octet-stream',
    });
    const saver = options.saver === undefined ? defaultSaver() : options.saver;
    saver?.(blob, options.exportFileName);
    return { success: true, fileName: options.exportFileName };
  }
  const text = await response.text();
  if (!text) return undefined as T;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text as T;
  }
  handlePmsAnswer(body, options.showPmsErrorDialog ?? antdPmsErrorDialog);
  return body as T;
}
