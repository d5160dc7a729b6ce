/** The languages the user may switch to (the header's language menu). */
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import type { LovValueDto, SupportedLanguage } from '@polaris/core/services/platform/types';
import type { CallOptions, TenantScope } from '@polaris/core/services/shared';

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
