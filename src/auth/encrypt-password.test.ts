/**
 * Round trip: encrypt with jsencrypt, decrypt with the mock gateway's PKCS#1 v1.5 decryptor
 * (Node 20 refuses privateDecrypt with RSA_PKCS1_PADDING). The CommonJS build of jsencrypt that
 * jest loads needs neither `window` nor `navigator`, so no global shim is installed.
 */
import { RsaKeyPair } from '../../mock/server/auth/rsa-keys';
import { encryptPassword, PasswordEncryptionError } from './encrypt-password';

const keys = new RsaKeyPair(1024);
const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('encryptPassword', () => {
  it.each([
    ['ascii', 'Secret123!', keys.publicKeyBase64],
    ['non-ascii', 'pässwörd-密码', keys.publicKeyBase64],
    ['one character', 'x', keys.publicKeyBase64],
    ['PEM key', 'Secret123!', pem],
    ['key with surrounding blanks', 'Secret123!', `\n ${keys.publicKeyBase64} \n`],
  ])('%s: encrypts to base64 that the private key decrypts', (_case, password, key) => {
    const encrypted = encryptPassword(password, key);
    expect(encrypted).not.toBe(password);
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(keys.decryptBase64(encrypted)).toBe(password);
  });

  it('uses random padding: the same password encrypts differently each time', () => {
    const a = encryptPassword('Secret123!', keys.publicKeyBase64);
    const b = encryptPassword('Secret123!', keys.publicKeyBase64);
    expect(a).not.toBe(b);
    expect(keys.decryptBase64(a)).toBe(keys.decryptBase64(b));
  });

  it.each([
    ['no key', 'Secret123!', undefined],
    ['null key', 'Secret123!', null],
    ['empty key', 'Secret123!', ''],
    ['blank key', 'Secret123!', '   '],
    ['empty password', '', keys.publicKeyBase64],
  ])('%s: returns the password unchanged', (_case, password, key) => {
    expect(encryptPassword(password, key)).toBe(password);
  });

  it('throws rather than sending `false` when the key cannot encrypt', () => {
    expect(() => encryptPassword('Secret123!', 'not-a-key')).toThrow(PasswordEncryptionError);
  });
});
