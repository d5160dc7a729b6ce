import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import JSEncrypt from 'jsencrypt';
import { RsaKeyPair } from './rsa-keys';
import {
  bigIntToBytes,
  bytesToBigInt,
  decryptPkcs1v15,
  modPow,
  RsaDecryptError,
} from './rsa-pkcs1';

const keys = new RsaKeyPair();

function encryptWithNode(message: Buffer): string {
  return publicEncrypt(
    { key: keys.publicKey, padding: constants.RSA_PKCS1_PADDING },
    message,
  ).toString('base64');
}

/** Raw RSA (no padding) of a hand-built 128-byte block, to test padding checks. */
function rawEncrypt(block: Buffer): string {
  return publicEncrypt({ key: keys.publicKey, padding: constants.RSA_NO_PADDING }, block).toString(
    'base64',
  );
}

function block(...parts: Buffer[]): Buffer {
  const joined = Buffer.concat(parts);
  return Buffer.concat([joined, Buffer.alloc(128 - joined.length, 0x41)]);
}

describe('PKCS#1 v1.5 decryption with BigInt', () => {
  it.each([
    ['an ASCII password', 'Admin@1234'],
    ['an empty message', ''],
    ['non-ASCII text', '密码 pässwörd'],
    ['the longest message a 1024-bit key takes', 'x'.repeat(117)],
  ])('decrypts %s encrypted by crypto.publicEncrypt', (_label, message) => {
    expect(keys.decryptBase64(encryptWithNode(Buffer.from(message)))).toBe(message);
  });

  it('decrypts what JSEncrypt produces from the published base64 key', () => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(keys.publicKeyBase64);
    for (let i = 0; i < 20; i += 1) {
      const encrypted = encryptor.encrypt(`Alice@1234#${i}`);
      expect(typeof encrypted).toBe('string');
      expect(keys.decryptBase64(encrypted as string)).toBe(`Alice@1234#${i}`);
    }
  });

  it('publishes the key as base64 SPKI DER without PEM armour', () => {
    expect(keys.publicKeyBase64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const der = Buffer.from(keys.publicKeyBase64, 'base64');
    const jwk = keys.publicKey.export({ format: 'jwk' });
    expect(jwk.e).toBe('AQAB');
    expect(Buffer.from(jwk.n as string, 'base64url')).toHaveLength(128);
    expect(der.length).toBeGreaterThan(128);
  });

  it.each([
    [
      'block type 1 instead of 2',
      block(Buffer.from([0, 1]), Buffer.alloc(10, 0xff), Buffer.from([0])),
    ],
    [
      'a first byte that is not zero',
      block(Buffer.from([1, 2]), Buffer.alloc(10, 0x33), Buffer.from([0])),
    ],
    [
      'a padding string shorter than 8 bytes',
      block(Buffer.from([0, 2]), Buffer.alloc(5, 0x33), Buffer.from([0])),
    ],
    ['no zero separator', Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(126, 0x33)])],
  ])('rejects %s', (_label, malformed) => {
    expect(() => keys.decryptBase64(rawEncrypt(malformed))).toThrow(RsaDecryptError);
  });

  it.each([
    ['an empty ciphertext', ''],
    ['a ciphertext longer than the modulus', Buffer.alloc(129, 1).toString('base64')],
    ['a value not below the modulus', Buffer.alloc(128, 0xff).toString('base64')],
  ])('rejects %s', (_label, ciphertext) => {
    expect(() => keys.decryptBase64(ciphertext)).toThrow(RsaDecryptError);
  });

  it('works with any key size through the numbers alone', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    const numbers = {
      n: bytesToBigInt(Buffer.from(jwk.n as string, 'base64url')),
      d: bytesToBigInt(Buffer.from(jwk.d as string, 'base64url')),
    };
    const encrypted = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('hi'),
    );
    expect(decryptPkcs1v15(encrypted, numbers).toString()).toBe('hi');
  });

  it('has a correct modPow and byte conversion', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(7n, 0n, 13n)).toBe(1n);
    expect(bigIntToBytes(0x0102n, 4)).toEqual(Buffer.from([0, 0, 1, 2]));
    expect(bytesToBigInt(Buffer.from([0, 0, 1, 2]))).toBe(0x0102n);
  });
});
