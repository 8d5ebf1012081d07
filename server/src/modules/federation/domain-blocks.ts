import type { RemoteBlocksRepository } from './remote-blocks.repository.ts';

/** How long a process trusts its list of blocked servers before reading it again (another process may have changed it). */
const DOMAIN_BLOCKS_TTL_MS = 30_000;

/**
 * The servers an admin blocked, kept in memory: the inbox asks for each
 * delivery, before any signature work, so the answer must cost nothing. A
 * block covers the host as written and, written without a port, its subdomains
 * and any port on it.
 */
export function createDomainBlocks(
  repository: Pick<RemoteBlocksRepository, 'blockedHosts'>,
  now: () => number = Date.now,
) {
  let hosts: Set<string> | null = null;
  let readAt = 0;
  let reading: Promise<Set<string>> | null = null;

  const current = async (): Promise<Set<string>> => {
    if (hosts !== null && now() - readAt < DOMAIN_BLOCKS_TTL_MS) return hosts;
    reading ??= repository
      .blockedHosts()
      .then((list) => {
        hosts = new Set(list);
        readAt = now();
        return hosts;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  const matches = (blocked: Set<string>, host: string): boolean => {
    const lower = host.toLowerCase();
    if (blocked.has(lower)) return true;
    let name = lower.replace(/:\d+$/, '');
    for (;;) {
      if (blocked.has(name)) return true;
      const dot = name.indexOf('.');
      if (dot < 0) return false;
      name = name.slice(dot + 1);
    }
  };

  return {
    async isBlocked(host: string): Promise<boolean> {
      return matches(await current(), host);
    },
    /** Whether the URL's server is blocked; a URL that does not parse is not a server's. */
    async isBlockedUrl(url: string): Promise<boolean> {
      try {
        return matches(await current(), new URL(url).host);
      } catch {
        return false;
      }
    },
    /** Read again on next use (this process changed the list). */
    forget(): void {
      hosts = null;
    },
  };
}

export type DomainBlocks = ReturnType<typeof createDomainBlocks>;
