/**
 * Download by a hidden form posted (or got) into a hidden iframe (spec section 7): a plain
 * browser navigation, so the access token and request id travel as form fields. The form is
 * described by a pure function and drawn by `renderHiddenForm` on any DocumentLike.
 */
import { getAccessToken } from '../session/tokens';
import { pageDocument, type DocumentLike } from './dom';
import { createRequestId } from './request-id';
import { targetUrl } from './target-url';
import { cleanQuery } from './url';

export const DOWNLOAD_FRAME_NAME = 'polaris-download-frame';

export interface HiddenFormField {
  name: string;
  value: string;
}

export interface HiddenFormDescription {
  frameName: string;
  action: string;
  method: 'GET' | 'POST';
  fields: HiddenFormField[];
}

export interface HiddenFormInput {
  /** Full URL (API host and placeholders already applied). */
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  accessToken?: string;
  requestId: string;
}

function fieldValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function fieldsOf(params: Record<string, unknown>): HiddenFormField[] {
  return Object.entries(cleanQuery(params)).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: fieldValue(item) })),
  );
}

/**
 * A GET form replaces the action's query with its fields, so for GET the query of `url` is
 * moved into fields; a POST keeps it in the action.
 */
export function describeHiddenForm(input: HiddenFormInput): HiddenFormDescription {
  const method = input.method ?? 'GET';
  let action = input.url;
  const fields: HiddenFormField[] = [];
  const queryAt = action.indexOf('?');
  if (method === 'GET' && queryAt >= 0) {
    const [query] = action.slice(queryAt + 1).split('#', 1);
    new URLSearchParams(query).forEach((value, name) => fields.push({ name, value }));
    action = action.slice(0, queryAt);
  }
  fields.push(...fieldsOf(input.params ?? {}));
  if (input.accessToken) fields.push({ name: 'access_token', value: input.accessToken });
  fields.push({ name: 'H-Request-Id', value: input.requestId });
  return { frameName: DOWNLOAD_FRAME_NAME, action, method, fields };
}

/** Draws the description: one reused hidden iframe, a throw-away form submitted into it. */
export function renderHiddenForm(description: HiddenFormDescription, doc: DocumentLike): void {
  if (!doc.getElementById(description.frameName)) {
    const frame = doc.createElement('iframe');
    frame.setAttribute('id', description.frameName);
    frame.setAttribute('name', description.frameName);
    frame.setAttribute('style', 'display:none');
    doc.body.appendChild(frame);
  }
  const form = doc.createElement('form');
  form.setAttribute('action', description.action);
  form.setAttribute('method', description.method);
  form.setAttribute('target', description.frameName);
  form.setAttribute('style', 'display:none');
  for (const field of description.fields) {
    const input = doc.createElement('input');
    input.setAttribute('type', 'hidden');
    input.setAttribute('name', field.name);
    input.setAttribute('value', field.value);
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  form.remove();
}

export interface HiddenFormDownloadOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  document?: DocumentLike;
}

export function downloadByHiddenForm(
  url: string,
  options: HiddenFormDownloadOptions = {},
): HiddenFormDescription {
  const doc = options.document ?? pageDocument();
  if (!doc) throw new Error('a hidden-form download needs a document');
  const description = describeHiddenForm({
    url: targetUrl(url),
    method: options.method,
    params: options.params,
    accessToken: getAccessToken(),
    requestId: createRequestId(),
  });
  renderHiddenForm(description, doc);
  return description;
}
