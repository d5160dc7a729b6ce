// Failures of the admin pages' endpoints (value sets, currencies, jobs), written in both answer
// languages: a store or a reader throws one, the route answers it in the caller's language.
import { t, type Texts } from '../../data/lov-types';
import { json, type Reply } from '../http/reply';
import type { FailedBody, LanguageCode, MessageType } from '../types';

export class AdminFailure extends Error {
  constructor(
    readonly code: string,
    readonly texts: Texts,
    readonly type: MessageType = 'error',
    readonly status = 200,
  ) {
    super(texts.en_US);
  }

  reply(lang: LanguageCode): Reply {
    const body: FailedBody = {
      failed: true,
      code: this.code,
      message: this.texts[lang],
      type: this.type,
    };
    return json(body, this.status);
  }
}

/** Bad input: the message names the field (and the row, in a batch). */
export function invalid(zh_CN: string, en_US: string): AdminFailure {
  return new AdminFailure('error.param.invalid', t(zh_CN, en_US));
}

/** A stale `objectVersionNumber`: someone saved the record since the caller read it. */
export function recordChanged(): AdminFailure {
  return new AdminFailure(
    'error.record.changed',
    t(
      '记录已被他人修改，请刷新后重试。',
      'The record has been changed by someone else. Refresh and try again.',
    ),
    'warn',
  );
}

/** An id the caller may not see, or that does not exist (any more). */
export function notFound(zh_CN: string, en_US: string): AdminFailure {
  return new AdminFailure('error.record.not_found', t(zh_CN, en_US), 'warn');
}

/** Checks the version the caller read against the stored one. */
export function checkVersion(stored: { objectVersionNumber: number }, sent: number): void {
  if (stored.objectVersionNumber !== sent) throw recordChanged();
}
