import { describe, expect, it } from 'vitest';
import { passwordHashing } from '../../src/modules/auth/password-hash.ts';

const standard = passwordHashing('standard');
const light = passwordHashing('light');

describe('password hashing', () => {
  it('a light hash checks the password, and says it is light', async () => {
    const hash = await light.hash('vinilo-secreto-1');
    expect(hash).toMatch(/^scrypt-light\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    await expect(light.verify({ hash, password: 'vinilo-secreto-1' })).resolves.toBe(true);
    await expect(light.verify({ hash, password: 'vinilo-secreto-2' })).resolves.toBe(false);
  });

  it('each kind verifies the other: a restored or shared database signs everyone in', async () => {
    const standardHash = await standard.hash('vinilo-secreto-1');
    const lightHash = await light.hash('vinilo-secreto-1');
    expect(standardHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await expect(light.verify({ hash: standardHash, password: 'vinilo-secreto-1' })).resolves.toBe(true);
    await expect(standard.verify({ hash: lightHash, password: 'vinilo-secreto-1' })).resolves.toBe(true);
    await expect(standard.verify({ hash: lightHash, password: 'otra' })).resolves.toBe(false);
  });

  it('a damaged light hash is a wrong password, not an error', async () => {
    await expect(light.verify({ hash: 'scrypt-light$', password: 'x' })).resolves.toBe(false);
    await expect(light.verify({ hash: 'scrypt-light$abc:12', password: 'x' })).resolves.toBe(false);
  });
});
