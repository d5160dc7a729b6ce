import { type CallOptions, type TenantScope } from '../shared';
import { fetchLovValues } from './lov';
import type { LovValueDto, SupportedLanguage } from './types';

/** The lookup that lists the languages the platform supports. */
export const LANGUAGE_LOV_CODE = 'HPFM.LANGUAGE';

export function toSupportedLanguages(
  values: LovValueDto[] | null | undefined,
): SupportedLanguage[] {
  return (values ?? []).map((v) => ({ code: v.value, name: v.meaning }));
}

/**
 * "Also made": the unify-value query for HPFM.LANGUAGE, i.e. the lookup-value row
 * `GET {platform}/v1/[{orgId}/]lovs/value?lovCode=HPFM.LANGUAGE`, as `{ code, name }`.
 */
export async function fetchLanguages(
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<SupportedLanguage[]> {
  return toSupportedLanguages(await fetchLovValues(LANGUAGE_LOV_CODE, scope, options));
}
