import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '../../src/lib/safe-next.ts';

describe('safeNextPath', () => {
  it.each(['/profile', '/messages/abc?x=1', '/album/12#tracks'])('accepts the same-site path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.example',
    '//evil.example/profile',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('rejects %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the target in ?next=', () => {
    expect(loginPathFor('/messages/abc')).toBe('/login?next=%2Fmessages%2Fabc');
    expect(loginPathFor('/')).toBe('/login');
  });
});
