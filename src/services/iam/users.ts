import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { SelfUserDto } from './types';

/** Call table: `PUT {iam}/hzero/v1/users/default-language` with query `language` (e.g. en_US). */
export function updateDefaultLanguage(language: string, options?: CallOptions): Promise<void> {
  return request<void>(`${gateway().iam}/hzero/v1/users/default-language`, {
    method: 'PUT',
    params: { language },
    ...options,
  });
}

/** The fields a user may change on their own profile. */
export interface SelfProfilePatch {
  realName?: string;
  email?: string;
  phone?: string;
}

/** `PUT {iam}/hzero/v1/users/self`: the user saves their own name, email and phone. */
export function updateSelfProfile(
  patch: SelfProfilePatch,
  options?: CallOptions,
): Promise<SelfUserDto> {
  return request<SelfUserDto>(`${gateway().iam}/hzero/v1/users/self`, {
    method: 'PUT',
    data: patch,
    ...options,
  });
}

/**
 * `PUT {iam}/hzero/v1/users/menu-layout` with query `menuLayout` (inline, horizontal, side,
 * side-all, only-content): the user's shell layout, kept on the server. Answers the user.
 */
export function updateMenuLayout(menuLayout: string, options?: CallOptions): Promise<SelfUserDto> {
  return request<SelfUserDto>(`${gateway().iam}/hzero/v1/users/menu-layout`, {
    method: 'PUT',
    params: { menuLayout },
    ...options,
  });
}
