/**
 * Password encryption before sign-in (spec section 5): with the platform's public key (GET
 * {platform}/v1/tool/pass/public-key, base64 SPKI or PEM) the password is RSA-encrypted with
 * PKCS#1 v1.5 padding and sent as base64; without a key, or for an empty password, it is sent
 * unchanged.
 */
import JSEncrypt from 'jsencrypt';

export class PasswordEncryptionError extends Error {}

export function encryptPassword(password: string, publicKey?: string | null): string {
  const key = publicKey?.trim();
  if (!key || !password) return password;
  const rsa = new JSEncrypt();
  rsa.setPublicKey(key);
  const encrypted = rsa.encrypt(password);
  // JSEncrypt reports a bad key or a too-long message as `false`, never by throwing.
  if (typeof encrypted !== 'string' || !encrypted) {
    throw new PasswordEncryptionError('cannot encrypt the password with the given public key');
  }
  return encrypted;
}
