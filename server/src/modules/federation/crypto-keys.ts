import type { webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';

// Fedify's types name the DOM's CryptoKey, which the server's TypeScript (no DOM library) does not
// know: these are its key functions with Node's types for the same objects.

export const makeKeyPair = (algorithm: 'RSASSA-PKCS1-v1_5' | 'Ed25519') =>
  generateCryptoKeyPair(algorithm) as Promise<webcrypto.CryptoKeyPair>;

export const keyToJwk = (key: webcrypto.CryptoKey) => exportJwk(key) as Promise<webcrypto.JsonWebKey>;

export const jwkToKey = (jwk: webcrypto.JsonWebKey, type: 'public' | 'private') =>
  importJwk(jwk, type) as Promise<webcrypto.CryptoKey>;
