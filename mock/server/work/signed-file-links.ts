// Short-lived addresses of single stored files (the file service's `fileTokenUrl`): whoever holds
// one may read that one file for five minutes, without a session, as a browser does with a link
// or an image. The token names the file and nothing else; session tokens never sit in a URL.
import { randomBytes } from 'node:crypto';

export const SIGNED_FILE_PREFIX = '/hfle-signed/';
export const SIGNED_LINK_LIFETIME_MS = 5 * 60_000;

export class SignedFileLinks {
  private links = new Map<string, { fileId: number; expires: number }>();

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.links.clear();
  }

  /** A new address (path) for the file. */
  sign(fileId: number): string {
    const now = this.now();
    for (const [token, link] of this.links) if (link.expires <= now) this.links.delete(token);
    const token = randomBytes(24).toString('base64url');
    this.links.set(token, { fileId, expires: now + SIGNED_LINK_LIFETIME_MS });
    return `${SIGNED_FILE_PREFIX}${token}`;
  }

  /** The file a token still opens. */
  fileOf(token: string): number | undefined {
    const link = this.links.get(token);
    return link && link.expires > this.now() ? link.fileId : undefined;
  }
}
