import { describe, expect, it } from 'vitest';
import { claimedServerOf, createInboxLimiter } from '../../src/modules/federation/inbox-limits.ts';

describe('the inbox limiter', () => {
  it('gives each server its budget a minute, refilled as time passes', () => {
    let now = 0;
    const limiter = createInboxLimiter(60, () => now);
    for (let n = 0; n < 60; n++) expect(limiter.take('a.example')).toBeNull();
    expect(limiter.take('a.example')).toBe(1);
    expect(limiter.take('b.example')).toBeNull();
    now += 1_000;
    expect(limiter.take('a.example')).toBeNull();
    expect(limiter.take('a.example')).toBe(1);
    now += 60_000;
    for (let n = 0; n < 60; n++) expect(limiter.take('a.example')).toBeNull();
  });

  it("names a delivery's server by its key's host, in either signature scheme", () => {
    expect(
      claimedServerOf({ signature: 'keyId="https://Mastodon.Example/users/x#main-key",signature="x"' }),
    ).toBe('mastodon.example');
    expect(
      claimedServerOf({
        'signature-input': 'sig1=("@method");keyid="https://b.example:8443/actor#key";alg="rsa"',
      }),
    ).toBe('b.example:8443');
    expect(claimedServerOf({})).toBeNull();
    expect(claimedServerOf({ signature: 'keyId="not a url"' })).toBeNull();
  });
});
