// RSA decryption with PKCS#1 v1.5 (type 2) padding, done with BigInt arithmetic. Node 20 refuses
// crypto.privateDecrypt with RSA_PKCS1_PADDING (CVE-2023-46809), but JSEncrypt in the login page
// only speaks that padding. A timing side channel is irrelevant for a mock.

export interface RsaPrivateNumbers {
  /** modulus */
  n: bigint;
  /** private exponent */
  d: bigint;
}

export class RsaDecryptError extends Error {}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

export function bigIntToBytes(value: bigint, length: number): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length > length) throw new RsaDecryptError('Value does not fit the modulus');
  return Buffer.concat([Buffer.alloc(length - bytes.length), bytes]);
}

/** base ** exponent mod modulus, by square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    rest >>= 1n;
  }
  return result;
}

export function byteLength(modulus: bigint): number {
  return Math.ceil(modulus.toString(16).length / 2);
}

/** Decrypts one RSA block and strips `0x00 0x02 <8+ nonzero bytes> 0x00 message`. */
export function decryptPkcs1v15(ciphertext: Uint8Array, key: RsaPrivateNumbers): Buffer {
  const k = byteLength(key.n);
  // JSEncrypt may drop leading zero bytes of the ciphertext, so shorter input is fine.
  if (ciphertext.length === 0 || ciphertext.length > k) {
    throw new RsaDecryptError('Ciphertext length does not match the key');
  }
  const c = bytesToBigInt(ciphertext);
  if (c >= key.n) throw new RsaDecryptError('Ciphertext is not below the modulus');
  const encoded = bigIntToBytes(modPow(c, key.d, key.n), k);
  if (encoded[0] !== 0x00 || encoded[1] !== 0x02) {
    throw new RsaDecryptError('Not PKCS#1 v1.5 type 2 padding');
  }
  const separator = encoded.indexOf(0x00, 2);
  if (separator < 0) throw new RsaDecryptError('Padding has no separator');
  if (separator - 2 < 8) throw new RsaDecryptError('Padding string is shorter than 8 bytes');
  return encoded.subarray(separator + 1);
}
