import { createServer, type AddressInfo } from 'node:net';

/**
 * A port nothing listens on now, chosen by the system: federation tests need
 * an instance's `PUBLIC_URL` before it listens, and fixed ports would clash
 * between files (and checkouts) run side by side.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
