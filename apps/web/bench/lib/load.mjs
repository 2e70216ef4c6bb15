// Throughput and latency of one page under concurrent requests (autocannon).
import autocannon from 'autocannon';

/**
 * `{ rps, p99Ms, errors }`: mean requests per second, 99th-percentile latency (infinite when no
 * request completed within the run), and every answer that was not a 2xx.
 */
export async function loadTest({ origin, requests, connections, durationSeconds }) {
  const result = await autocannon({ url: origin, connections, duration: durationSeconds, requests, timeout: 30 });
  return {
    rps: result.requests.average,
    p99Ms: result.requests.total > 0 ? result.latency.p99 : Infinity,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
