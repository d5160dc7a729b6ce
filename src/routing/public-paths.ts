/** Addresses of the pages shown without a session (kept free of React for the session layer). */

/** Paths rendered without running the start-up flow. */
export function isPublicRoutePath(pathname: string): boolean {
  return pathname.startsWith('/exception/') || pathname.startsWith('/public/');
}

export const PUBLIC_PATHS = {
  errorMessage: '/public/error-message',
  selfError: '/public/self-error',
  kickoff: '/public/kickoff',
  /** Where the sign-in window comes back to when a session is renewed in place. */
  sessionRenewed: '/public/session-renewed',
  serverError: '/exception/500',
} as const;

/** Spec section 4 "Session end": the kicked-off page, in the user's language. */
export function kickoffAddress(language: string): string {
  return `${PUBLIC_PATHS.kickoff}?language=${encodeURIComponent(language)}`;
}
