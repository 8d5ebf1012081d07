import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_SEND_MAX_PER_WINDOW } from '@surcos/contracts/limits';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'surcos-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('needs nothing to start: SQLite in the data folder, local URL, generated secret', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir }, { webDir: null });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dataDir, 'surcos.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.discogsBaseUrl).toBe('https://api.discogs.com');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated secret, private, and reuses it on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }, { webDir: null });
    const second = loadConfig({ DATA_DIR: dataDir }, { webDir: null });
    expect(second.authSecret).toBe(first.authSecret);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    const config = loadConfig(
      { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/surcos' },
      { webDir: null },
    );
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/surcos',
    });
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadConfig(
        {
          DATA_DIR: tempDir(),
          PORT: 'abc',
          DATABASE_URL: 'mysql://x',
          AUTH_SECRET: 'corto',
          LOG_LEVEL: 'loud',
        },
        { webDir: null },
      );
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*AUTH_SECRET[\s\S]*LOG_LEVEL/);
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything else', () => {
    const config = loadConfig(
      { DATA_DIR: tempDir(), ALLOWED_ORIGINS: 'https://a.example.com, http://b.example.com:8080/' },
      { webDir: null },
    );
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'http://b.example.com:8080']);
    expect(loadConfig({ DATA_DIR: tempDir() }, { webDir: null }).allowedOrigins).toEqual([]);
    for (const bad of ['a.example.com', 'https://a.example.com/ruta', 'ftp://a.example.com', '*']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ALLOWED_ORIGINS: bad }, { webDir: null })).toThrow(
        /ALLOWED_ORIGINS/,
      );
    }
  });

  it('federates by default only behind https; FEDERATION=on or off forces it', () => {
    const federation = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), ...env }, { webDir: null }).federation;
    expect(federation({}).enabled).toBe(false);
    expect(federation({ PUBLIC_URL: 'http://discos.example.com' }).enabled).toBe(false);
    expect(federation({ PUBLIC_URL: 'https://discos.example.com' }).enabled).toBe(true);
    expect(federation({ PUBLIC_URL: 'https://discos.example.com', FEDERATION: 'off' }).enabled).toBe(false);
    expect(federation({ PUBLIC_URL: 'http://127.0.0.1:4000', FEDERATION: 'on' }).enabled).toBe(true);
    expect(federation({ FEDERATION: ' ON ' }).enabled).toBe(true);
    expect(federation({ PUBLIC_URL: 'https://discos.example.com', FEDERATION: '' }).enabled).toBe(true);
    expect(federation({}).allowPrivateAddresses).toBe(false);
    expect(federation({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' }).allowPrivateAddresses).toBe(true);
    expect(federation({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: '0' }).allowPrivateAddresses).toBe(false);
  });

  it('refuses to start on a FEDERATION or FEDERATION_ALLOW_PRIVATE_ADDRESSES it cannot read', () => {
    expect(() =>
      loadConfig(
        { DATA_DIR: tempDir(), FEDERATION: 'yes', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'sometimes' },
        { webDir: null },
      ),
    ).toThrow(
      new ConfigError(
        'Invalid configuration:\n' +
          '  FEDERATION: must be on or off (unset: on when PUBLIC_URL is https)\n' +
          '  FEDERATION_ALLOW_PRIVATE_ADDRESSES: must be true or false',
      ),
    );
  });

  it('reads ADMIN_EMAILS as a lower-case list of addresses and refuses anything else', () => {
    const config = loadConfig(
      { DATA_DIR: tempDir(), ADMIN_EMAILS: ' Ana@Example.com ,bea@example.com,' },
      { webDir: null },
    );
    expect(config.adminEmails).toEqual(['ana@example.com', 'bea@example.com']);
    expect(loadConfig({ DATA_DIR: tempDir() }, { webDir: null }).adminEmails).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAILS: 'ana' }, { webDir: null })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('keeps sessions 5 s by default; SESSION_CACHE_SECONDS from 0 (off) to 60', () => {
    const load = (value?: string) =>
      loadConfig(
        { DATA_DIR: tempDir(), ...(value === undefined ? {} : { SESSION_CACHE_SECONDS: value }) },
        { webDir: null },
      ).sessionCacheMs;
    expect(load()).toBe(5000);
    expect(load('0')).toBe(0);
    expect(load('0.5')).toBe(500);
    expect(load('60')).toBe(60_000);
    for (const bad of ['-1', '61', 'pronto']) expect(() => load(bad)).toThrow(/SESSION_CACHE_SECONDS/);
  });

  it('retries Discogs after 5 s by default; DISCOGS_RETRY_SECONDS from 0.1 to 60', () => {
    const load = (value?: string) =>
      loadConfig(
        { DATA_DIR: tempDir(), ...(value === undefined ? {} : { DISCOGS_RETRY_SECONDS: value }) },
        { webDir: null },
      ).discogs.retryDelayMs;
    expect(load()).toBe(5000);
    expect(load('0.5')).toBe(500);
    expect(load('60')).toBe(60_000);
    for (const bad of ['0', '61', 'pronto']) expect(() => load(bad)).toThrow(/DISCOGS_RETRY_SECONDS/);
  });

  it('lets a member send 20 messages in 10 s by default; MESSAGES_PER_10_SECONDS changes it', () => {
    const load = (value?: string) =>
      loadConfig(
        { DATA_DIR: tempDir(), ...(value === undefined ? {} : { MESSAGES_PER_10_SECONDS: value }) },
        { webDir: null },
      ).messagesPer10Seconds;
    expect(load()).toBe(MESSAGE_SEND_MAX_PER_WINDOW);
    expect(load('1000')).toBe(1000);
    for (const bad of ['0', '1.5', 'muchos']) expect(() => load(bad)).toThrow(/MESSAGES_PER_10_SECONDS/);
  });

  it('treats empty variables as unset, as in a copied .env.example', () => {
    const config = loadConfig(
      { DATA_DIR: tempDir(), SMTP_URL: '', REDIS_URL: '', PORT: '' },
      { webDir: null },
    );
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('keeps no backups unless BACKUP_DIR is set, then every 24 hours, the 7 newest', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, { webDir: null }).backup.dir).toBeNull();
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: tempDir(), BACKUP_DIR: dir }, { webDir: null });
    expect(config.backup).toEqual({ dir, everyHours: 24, keep: 7 });
    const tuned = loadConfig(
      { DATA_DIR: tempDir(), BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30' },
      { webDir: null },
    );
    expect(tuned.backup).toEqual({ dir, everyHours: 6, keep: 30 });
  });

  it('refuses bad backup settings, and an interval without a folder', () => {
    const attempt = (env: Record<string, string>) => () =>
      loadConfig({ DATA_DIR: tempDir(), BACKUP_DIR: tempDir(), ...env }, { webDir: null });
    expect(attempt({ BACKUP_EVERY_HOURS: '0' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(attempt({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(attempt({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(attempt({ BACKUP_KEEP: '2.5' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), BACKUP_EVERY_HOURS: '12' }, { webDir: null })).toThrow(
      /BACKUP_EVERY_HOURS: needs BACKUP_DIR/,
    );
  });
});
