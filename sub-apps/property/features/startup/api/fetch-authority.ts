/** `GET /wy/api/v1.0/AuthorityApi/GetCurrentAuthority`: the back office's codes of the user's role. */
import { wyCall } from '@polaris/core/services/property/wy-call';

export async function fetchAuthority(): Promise<string[]> {
  const codes = await wyCall<unknown>('AuthorityApi/GetCurrentAuthority');
  return Array.isArray(codes)
    ? codes.filter((code): code is string => typeof code === 'string')
    : [];
}
