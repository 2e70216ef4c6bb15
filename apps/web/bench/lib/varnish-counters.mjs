// Varnish's counters, read from a running varnishd's working directory.
import { execFileSync } from 'node:child_process';

/** Varnish's counters now (`varnishstat -1 -j`), by name. */
export function varnishCounters(workDir) {
  const out = execFileSync('varnishstat', ['-n', workDir, '-1', '-j'], { encoding: 'utf8' });
  const counters = JSON.parse(out).counters ?? {};
  return (name) => counters[name]?.value ?? 0;
}
