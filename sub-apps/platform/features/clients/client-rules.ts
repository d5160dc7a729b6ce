/**
 * The Clients page's own rules: the redirect addresses typed (one per line) checked with the
 * product's one address check, as the gateway checks them when they are saved.
 */
import { checkRedirectAddress } from '@polaris/core/security/addresses';
import { CLIENT_LIMITS, splitList } from '@polaris/core/services/iam/client-types';
import type { FieldProblem } from '@polaris/core/kit/resource/types';

export function redirectProblem(text: string | undefined): FieldProblem | undefined {
  const uris = splitList(text);
  if (uris.length > CLIENT_LIMITS.redirectUris) {
    return { key: 'hiam.client.error.redirectCount', values: { max: CLIENT_LIMITS.redirectUris } };
  }
  const bad = uris.find((uri) => !checkRedirectAddress(uri).ok);
  return bad === undefined
    ? undefined
    : { key: 'hiam.client.error.redirect', values: { uri: bad } };
}
