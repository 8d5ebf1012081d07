/**
 * The load generator, run as a child process of a benchmark so the server
 * under test keeps its process to itself: it takes one autocannon run's
 * options as JSON in its first argument and prints the figures as JSON.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
});
const figures: LoadFigures = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
};
process.stdout.write(JSON.stringify(figures));
