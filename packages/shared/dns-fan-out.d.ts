/** Every address of a host name, as `dns.promises.lookup(host, { all: true })` answers. */
export type LookupAll = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

/** The system resolver's answer: `dns.promises.lookup(hostname, { all: true })`. */
export const lookupAll: LookupAll;

/** A request to make: `request` is the configured `url` sent to one `address` of its host. */
export type Target = { url: string; address: string; request: string } | { url: string; error: Error };

/** The host's distinct addresses; rejects when it resolves to none or the resolver does not answer in 5 s. */
export function addressesOf(hostname: string, lookupHost?: LookupAll): Promise<string[]>;

/** `url` with its host replaced by `address` (an IPv6 one in brackets); port, path and query kept. */
export function atAddress(url: string, address: string): string;

/**
 * The requests for `urls`: one per address of each URL's host name, a URL whose host is an
 * address or `localhost` as it is, and a URL whose host does not resolve as an error, for the
 * caller to report as it reports a replica that does not answer. A URL reached twice (two names
 * sharing a pod, an address listed twice) is requested once.
 */
export function fanOut(urls: readonly string[], lookupHost?: LookupAll): Promise<Target[]>;
