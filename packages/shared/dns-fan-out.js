// One request per replica: in Kubernetes the site's instances and the shared caches are pods behind
// headless Services, whose names resolve to every ready pod's address, and a request to the name
// reaches one of them. So a configured URL whose host is a name becomes one URL per address,
// resolved again each time it is used (pods come and go). The site purges each Varnish pod with it
// (apps/web/server/shared-cache-purge.ts), the CMS asks each site pod to erase a person
// (apps/cms/src/features/privacy-requests/site-outboxes.ts).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export const lookupAll = (hostname) => lookup(hostname, { all: true });

// How long to wait for the resolver (getaddrinfo cannot be cancelled, but nobody waits past this).
const LOOKUP_TIMEOUT_MS = 5000;

// A host is used as it is when it is an address, or `localhost`: its addresses (127.0.0.1, ::1) are
// one machine's, whose server often listens on one only (the site's default 0.0.0.0 refuses ::1),
// and asking each would report a failure where there is none.
const usedAsIs = (hostname) => hostname === 'localhost' || isIP(unbracketed(hostname)) !== 0;

// A URL's hostname holds an IPv6 address in brackets.
const unbracketed = (hostname) => hostname.replace(/^\[(.*)\]$/, '$1');

export async function addressesOf(hostname, lookupHost = lookupAll) {
  let timer;
  const timeout = new Promise((_, reject) => {
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

export function atAddress(url, address) {
  const target = new URL(url);
  target.hostname = isIP(address) === 6 ? `[${address}]` : address;
  // The URL setter ignores what it cannot parse (an IPv6 address with a zone, `fe80::1%eth0`) and
  // would leave the name, which must not pass for one of its addresses.
  if (isIP(unbracketed(target.hostname)) === 0) throw new Error(`${address}: not an address a URL can hold`);
  return target.toString();
}

export async function fanOut(urls, lookupHost = lookupAll) {
  const expanded = await Promise.all(
    urls.map(async (url) => {
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
  // A URL reached twice (two names sharing a pod, an address listed twice) is requested once.
  const seen = new Set();
  return expanded.flat().filter((target) => {
    if (!('request' in target)) return true;
    if (seen.has(target.request)) return false;
    seen.add(target.request);
    return true;
  });
}

const asError = (error) => (error instanceof Error ? error : new Error(String(error)));
