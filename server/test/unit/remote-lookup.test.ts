import { describe, expect, it } from 'vitest';
import { parseRemoteHandle } from '../../src/modules/federation/remote-lookup.ts';

describe('a remote address', () => {
  it('is @user@host or user@host, host with any port', () => {
    expect(parseRemoteHandle('@ana@discos.example')).toEqual({ user: 'ana', host: 'discos.example' });
    expect(parseRemoteHandle(' ana@Discos.Example:8443 ')).toEqual({
      user: 'ana',
      host: 'discos.example:8443',
    });
    expect(parseRemoteHandle('@ana@127.0.0.1:4000')).toEqual({ user: 'ana', host: '127.0.0.1:4000' });
  });

  it('is nothing else', () => {
    for (const text of ['ana', '@ana', 'ana@', '@ana@host/path', 'ana@host?x', 'a@b@c', '@ana@ho st', '']) {
      expect(parseRemoteHandle(text), text).toBeNull();
    }
  });
});
