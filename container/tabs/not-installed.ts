/**
 * A menu page whose module is not deployed here (HZERO: "service not installed"): which backend
 * service it belongs to, from the first segment of its path (`/hmsg/user-message` → hmsg), so the
 * page can say whose pages are missing rather than a bare 404.
 */
export const KNOWN_SERVICES = [
  'hiam',
  'hpfm',
  'hmsg',
  'hfle',
  'hmnt',
  'hwfl',
  'hsdr',
  'hrpt',
  'himp',
  'hitf',
  'hadm',
  'wuye',
] as const;

export type KnownService = (typeof KNOWN_SERVICES)[number];

export interface MissingService {
  /** The path's first segment, e.g. `hmsg`. */
  prefix: string;
  /** Set when the service has a name in the texts (`hzero.common.service.<prefix>`). */
  known: boolean;
}

export function serviceOfPath(path: string): MissingService | undefined {
  const prefix = path.split(/[/?#]/).filter(Boolean)[0];
  if (!prefix) return undefined;
  return { prefix, known: (KNOWN_SERVICES as readonly string[]).includes(prefix) };
}
