// The platform market's switches per organisation (GET /hadm/v1/{tenantId}/market/config): the
// platform and Acme collect feedback from the user menu, Globex does not.
export const FEEDBACK_TENANTS: ReadonlySet<number> = new Set([0, 1]);
