/** The tenants the user belongs to, and making one the default (the next sign-in starts there). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchSelfTenants, updateDefaultTenant } from '@polaris/core/services/iam/tenants';

/** Tenant names follow the user's language: the language is part of the key. */
const selfTenantsKey = (language: string) => ['iam', 'self-tenants', language] as const;

export function useSelfTenants() {
  const { language } = useIntl();
  return useQuery({ queryKey: selfTenantsKey(language), queryFn: () => fetchSelfTenants() });
}

export function useSetDefaultTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: number) => updateDefaultTenant(tenantId),
    // the request layer told the user of a failure; the list stays as it was
    onSuccess: () => client.invalidateQueries({ queryKey: ['iam', 'self-tenants'] }),
  });
}
