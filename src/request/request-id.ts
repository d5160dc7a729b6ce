/**
 * H-Request-Id: a timestamp followed by a UUID whose groups are laid out in a shuffled order, so
 * ids sort by time but stay unique (spec section 9).
 */
function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

export function createRequestId(now: number = Date.now()): string {
  const groups = [randomHex(8), randomHex(4), `4${randomHex(3)}`, randomHex(4), randomHex(12)];
  const [a, b, c, d, e] = groups;
  return `${now}${[e, c, a, d, b].join('-')}`;
}
