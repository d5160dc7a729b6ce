/** Every role the user holds, named in the user's language. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchSelfRoles } from '@polaris/core/services/iam/roles';

export function useSelfRoles() {
  const { language } = useIntl();
  return useQuery({ queryKey: ['iam', 'self-roles', language], queryFn: () => fetchSelfRoles() });
}
