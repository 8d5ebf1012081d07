/**
 * The load generator, run as a child process of a benchmark so the server
 * under test keeps its process to itself: it takes one run's options as JSON
 * in its first argument and prints the figures as JSON.
 *
 * Without `rate` it saturates the route (autocannon: each connection sends
 * its next request the moment its answer arrives), which measures how many
 * requests a second the server can answer. Under that load p99 is the queue,
 * not the request: about 2.3 × connections ÷ throughput, whatever a request
 * costs (docs/benchmarks.md, "What the figures say"). With `rate` it sends that many
 * requests a second at even intervals, whatever the answers do, and times
 * each from the moment it was due: what a user waits while the server is
 * that busy.
 */
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Requests a second, sent at even intervals; unset saturates. */
  rate?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The value below which `share` of the `sorted` values lie, rounded to 0.1 ms. */
const percentile = (sorted: readonly number[], share: number): number =>
  Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0)) / 10;

async function saturate(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Open-loop load: request n is due at n ÷ rate seconds after the start and
 * is sent then over one of `connections` kept-alive sockets (or waits for
 * one, as a browser's requests wait for a connection); its latency runs
 * from when it was due to its answer's last byte, so a slow answer that
 * holds the next request back counts against the server, not for it.
 */
async function paced(options: LoadOptions & { rate: number }): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (dueAt: number) => {
    const request = new Promise<void>((resolve) => {
      const req = http.get(options.url, { agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === undefined || res.statusCode >= 300) failed += 1;
          else latencies.push(performance.now() - dueAt);
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });
    inFlight.add(request);
    void request.then(() => inFlight.delete(request));
  };
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const figures =
  options.rate === undefined ? await saturate(options) : await paced({ ...options, rate: options.rate });
process.stdout.write(JSON.stringify(figures));
