// The gateway's password-encryption key pair: 1024-bit RSA, exponent 65537 (HZERO's 010001),
// generated at start. Clients get the public key as the base64 body of the SPKI DER, the form
// `new JSEncrypt().setPublicKey(text)` accepts.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { bytesToBigInt, decryptPkcs1v15, type RsaPrivateNumbers } from './rsa-pkcs1';

export class RsaKeyPair {
  readonly publicKey: KeyObject;
  /** Base64 SPKI DER without PEM armour. */
  readonly publicKeyBase64: string;
  private readonly numbers: RsaPrivateNumbers;

  constructor(modulusLength = 1024) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength,
      publicExponent: 65537,
    });
    this.publicKey = publicKey;
    this.publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const jwk = privateKey.export({ format: 'jwk' });
    if (!jwk.n || !jwk.d) throw new Error('RSA key export lacks n or d');
    this.numbers = {
      n: bytesToBigInt(Buffer.from(jwk.n, 'base64url')),
      d: bytesToBigInt(Buffer.from(jwk.d, 'base64url')),
    };
  }

  /** Decrypts a base64 ciphertext as sent by JSEncrypt; throws RsaDecryptError when malformed. */
  decryptBase64(ciphertext: string): string {
    return decryptPkcs1v15(Buffer.from(ciphertext, 'base64'), this.numbers).toString('utf8');
  }
}
