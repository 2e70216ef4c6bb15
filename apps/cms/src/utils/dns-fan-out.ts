// One request per replica: in Kubernetes the site's instances are pods behind a headless Service,
// whose name resolves to every ready pod's address, and a request to the name reaches one of them.
// So a configured URL whose host is a name becomes one URL per address, resolved again each time
// it is used (pods come and go). The site keeps its own copy for its purges
// (apps/web/server/dns-fan-out.ts): the two apps share no code (docs/decisions/two-apps.md), and
// apps/web/tests/unit/dns-fan-out.test.ts runs the same cases against both.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Every address of a host name, as `dns.promises.lookup(host, { all: true })` answers. */
export type LookupAll = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const lookupAll: LookupAll = (hostname) => lookup(hostname, { all: true });

/** A request to make: `request` is the configured `url` sent to one `address` of its host. */
export type Target = { url: string; address: string; request: string } | { url: string; error: Error };

/** How long to wait for the resolver (getaddrinfo cannot be cancelled, but nobody waits past this). */
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * A host is used as it is when it is an address, or `localhost`: its addresses (127.0.0.1, ::1) are
 * one machine's, whose server often listens on one only (the site's default 0.0.0.0 refuses ::1),
 * and asking each would report a failure where there is none.
 */
const usedAsIs = (hostname: string): boolean => hostname === 'localhost' || isIP(unbracketed(hostname)) !== 0;

/** A URL's hostname holds an IPv6 address in brackets. */
const unbracketed = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/** The host's distinct addresses; rejects when it resolves to none or the resolver does not answer in time. */
export async function addressesOf(hostname: string, lookupHost: LookupAll = lookupAll): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${hostname}: no answer from the resolver`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookupHost(hostname), timeout]);
    const addresses = [...new Set(found.map(({ address }) => address))];
    if (addresses.length === 0) throw new Error(`${hostname}: no address`);
    return addresses;
  } finally {
    clearTimeout(timer);
  }
}

/** `url` with its host replaced by `address` (an IPv6 one in brackets); port, path and query kept. */
export function atAddress(url: string, address: string): string {
  const target = new URL(url);
  target.hostname = isIP(address) === 6 ? `[${address}]` : address;
  // The URL setter ignores what it cannot parse (an IPv6 address with a zone, `fe80::1%eth0`) and
  // would leave the name, which must not pass for one of its addresses.
  if (isIP(unbracketed(target.hostname)) === 0) throw new Error(`${address}: not an address a URL can hold`);
  return target.toString();
}

/**
 * The requests for `urls`: one per address of each URL's host name, a URL whose host is an
 * address or `localhost` as it is, and a URL whose host does not resolve as an error, for the
 * caller to report as it reports a replica that does not answer. A URL reached twice (two names
 * sharing a pod, an address listed twice) is requested once.
 */
export async function fanOut(urls: readonly string[], lookupHost: LookupAll = lookupAll): Promise<Target[]> {
  const expanded = await Promise.all(
    urls.map(async (url): Promise<Target[]> => {
      try {
        const { hostname } = new URL(url);
        if (usedAsIs(hostname)) return [{ url, address: unbracketed(hostname), request: url }];
        const addresses = await addressesOf(hostname, lookupHost);
        return addresses.map((address) => {
          try {
            return { url, address, request: atAddress(url, address) };
          } catch (error) {
            return { url, error: asError(error) };
          }
        });
      } catch (error) {
        return [{ url, error: asError(error) }];
      }
    }),
  );
  const seen = new Set<string>();
  return expanded.flat().filter((target) => {
    if (!('request' in target)) return true;
    if (seen.has(target.request)) return false;
    seen.add(target.request);
    return true;
  });
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
