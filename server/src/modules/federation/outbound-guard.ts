import { AsyncLocalStorage } from 'node:async_hooks';
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { isValidPublicIPv4Address, isValidPublicIPv6Address } from '@fedify/fedify';
import { Agent, Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

/**
 * Every request Fedify makes (documents, keys, WebFinger, deliveries and their
 * redirects) runs inside `outbound.run(policy, …)`: the federation bridge, the
 * queue's workers and any lookup a service makes. Requests outside it are the
 * rest of the app's (Discogs, covers) and are left as they were.
 */
export interface OutboundPolicy {
  /** FEDERATION_ALLOW_PRIVATE_ADDRESSES: loopback, private and link-local addresses may be reached. */
  allowPrivateAddresses: boolean;
  /** Which addresses are public; tests alone replace it. */
  isAllowed?: (address: string) => boolean;
}

const outbound = new AsyncLocalStorage<OutboundPolicy>();

/** The policy of the app whose federation work is running now (its bridge, queue or lookups), if any. */
export const currentOutboundPolicy = (): OutboundPolicy | undefined => outbound.getStore();

/** Runs `work` with the federation's outbound policy on every request it makes. */
export function withOutboundPolicy<T>(policy: OutboundPolicy, work: () => T): T {
  return outbound.run(policy, work);
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  constructor(host: string, address: string) {
    super(`Refused to reach ${host}: ${address} is not a public address`);
  }
}

/** A public unicast address: not loopback, private, link-local, shared, reserved or documentation. */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(unbracketed);
  if (family === 4) return isValidPublicIPv4Address(unbracketed);
  if (family === 6) return isValidPublicIPv6Address(unbracketed);
  return false;
}

/** Bounds for a remote server that is slow or silent: it holds a worker this long at most. */
export const OUTBOUND_TIMEOUTS = { connectTimeout: 10_000, headersTimeout: 15_000, bodyTimeout: 30_000 };

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves a host as Node would, refusing it when any of its addresses is not
 * public. Checked where the socket connects, so a redirect, a second lookup
 * (DNS rebinding) or a pooled connection cannot slip past it.
 */
function publicOnlyLookup(isAllowed: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((each) => !isAllowed(each.address));
      if (refused) return callback(new PrivateAddressError(hostname, refused.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new PrivateAddressError(hostname, 'no address'), []);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Sends the federation's requests through an agent of each app's own (bounded
 * timeouts; unless private addresses are allowed, it connects to public ones
 * only) and every other request to the dispatcher that was there before.
 */
class FederationDispatcher extends Dispatcher {
  readonly #others: Dispatcher;
  readonly #agents = new WeakMap<OutboundPolicy, Agent>();

  constructor(others: Dispatcher) {
    super();
    this.#others = others;
  }

  agentFor(policy: OutboundPolicy): Agent {
    let agent = this.#agents.get(policy);
    if (!agent) {
      const isAllowed = policy.isAllowed ?? isPublicAddress;
      agent = policy.allowPrivateAddresses
        ? new Agent(OUTBOUND_TIMEOUTS)
        : new Agent({ ...OUTBOUND_TIMEOUTS, connect: { lookup: publicOnlyLookup(isAllowed) } });
      this.#agents.set(policy, agent);
    }
    return agent;
  }

  forget(policy: OutboundPolicy): Promise<void> {
    const agent = this.#agents.get(policy);
    this.#agents.delete(policy);
    return agent?.close() ?? Promise.resolve();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const policy = outbound.getStore();
    if (policy === undefined) return this.#others.dispatch(options, handler);
    if (!policy.allowPrivateAddresses) {
      // An address written as such is connected to without a lookup: checked here.
      const hostname = new URL(String(options.origin)).hostname.replace(/^\[|\]$/g, '');
      if (isIP(hostname) !== 0 && !(policy.isAllowed ?? isPublicAddress)(hostname)) {
        throw new PrivateAddressError(hostname, hostname);
      }
    }
    return this.agentFor(policy).dispatch(options, handler);
  }
}

let installed: FederationDispatcher | null = null;

/**
 * Puts the federation's dispatcher in front of the process' fetch, once per
 * process: several apps in one test process share it, each request carrying
 * its own app's policy.
 */
export function installOutboundGuard(): void {
  if (installed !== null) return;
  installed = new FederationDispatcher(getGlobalDispatcher());
  setGlobalDispatcher(installed);
}

/** Closes the connections an app's policy opened (the app is closing). */
export function releaseOutboundPolicy(policy: OutboundPolicy): Promise<void> {
  return installed?.forget(policy) ?? Promise.resolve();
}
