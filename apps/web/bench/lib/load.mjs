// Throughput, latency and the server's CPU cost of one page under concurrent requests (autocannon).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The CPU time `pid` has used so far, user and system, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `{ rps, p99Ms, errors, cpuMsPerRequest }`: mean requests per second, 99th-percentile latency
 * (infinite when no request completed within the run), every answer that was not a 2xx, and the
 * CPU time the server process `pid` spent per completed request.
 */
export async function loadTest({ origin, requests, connections, durationSeconds, pid }) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url: origin, connections, duration: durationSeconds, requests, timeout: 30 });
  const completed = result.requests.total;
  return {
    rps: result.requests.average,
    p99Ms: completed > 0 ? result.latency.p99 : Infinity,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: completed > 0 ? (cpuMs(pid) - cpuBefore) / completed : Infinity,
  };
}
