/** What a status rule gives: the text to translate and antd's status (Badge `status`, Tag `color`). */
export type StatusTone = 'success' | 'processing' | 'default' | 'error' | 'warning';

export interface StatusView {
  textKey: string;
  status: StatusTone;
}

export const view = (textKey: string, status: StatusTone): StatusView => ({ textKey, status });
