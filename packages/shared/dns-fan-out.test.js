import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressesOf, atAddress, fanOut, lookupAll } from './dns-fan-out.js';

// A URL whose host is a name stands for every replica it resolves to (the pods of a headless
// Service): the site purges each Varnish pod, the CMS asks each site pod to erase a person.

const notFound = (hostname) =>
  Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });

/** A resolver that knows a few names, and counts what it was asked. */
function resolver(names) {
  return vi.fn(async (hostname) => {
    const found = names[hostname];
    if (!found) throw notFound(hostname);
    return found.map(([address, family]) => ({ address, family }));
  });
}

afterEach(() => vi.useRealTimers());

describe('the DNS fan-out', () => {
  it('resolves localhost with the system resolver, each address once', async () => {
    const addresses = await addressesOf('localhost');
    expect(addresses).toContain('127.0.0.1');
    for (const address of addresses) expect(address).toMatch(/^(127\.|::1$|::ffff:127\.)/);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect((await lookupAll('localhost')).map((found) => found.address)).toContain('127.0.0.1');
  });

  it('sends a URL whose host is a name to each of its addresses, port, path and query kept', async () => {
    const lookup = resolver({
      'varnish-headless': [
        ['10.0.0.5', 4],
        ['fd00::6', 6],
      ],
    });
    expect(await fanOut(['http://varnish-headless:8080/purge/x?scope=all'], lookup)).toEqual([
      {
        url: 'http://varnish-headless:8080/purge/x?scope=all',
        address: '10.0.0.5',
        request: 'http://10.0.0.5:8080/purge/x?scope=all',
      },
      {
        url: 'http://varnish-headless:8080/purge/x?scope=all',
        address: 'fd00::6',
        request: 'http://[fd00::6]:8080/purge/x?scope=all',
      },
    ]);
    expect(lookup).toHaveBeenCalledWith('varnish-headless');
  });

  it('keeps the scheme and a default port (none written)', async () => {
    const lookup = resolver({ 'web.internal': [['2001:db8::1', 6]] });
    expect(await fanOut(['https://web.internal/api/privacy/erase'], lookup)).toEqual([
      {
        url: 'https://web.internal/api/privacy/erase',
        address: '2001:db8::1',
        request: 'https://[2001:db8::1]/api/privacy/erase',
      },
    ]);
  });

  it('uses an address or localhost as it is, without asking the resolver', async () => {
    const lookup = resolver({});
    const urls = ['http://10.0.0.5:6081/', 'http://[::1]:6081/', 'http://localhost:3000/api/privacy/erase'];
    expect(await fanOut(urls, lookup)).toEqual([
      { url: urls[0], address: '10.0.0.5', request: urls[0] },
      { url: urls[1], address: '::1', request: urls[1] },
      { url: urls[2], address: 'localhost', request: urls[2] },
    ]);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers a name that does not resolve as an error of its URL, the others still expanded', async () => {
    const lookup = resolver({ 'varnish-a': [['10.0.0.5', 4]] });
    const targets = await fanOut(['http://varnish-gone:8080/', 'http://varnish-a:8080/'], lookup);
    expect(targets).toEqual([
      {
        url: 'http://varnish-gone:8080/',
        error: expect.objectContaining({ message: 'getaddrinfo ENOTFOUND varnish-gone' }),
      },
      { url: 'http://varnish-a:8080/', address: '10.0.0.5', request: 'http://10.0.0.5:8080/' },
    ]);
  });

  it('answers a name with no address, a URL that is none and a resolver that does not answer as errors', async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async (hostname) => (hostname === 'silent' ? new Promise(() => {}) : []));
    const pending = fanOut(['http://empty:8080/', 'not a url', 'http://silent:8080/'], lookup);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toEqual([
      { url: 'http://empty:8080/', error: expect.objectContaining({ message: 'empty: no address' }) },
      { url: 'not a url', error: expect.any(TypeError) },
      {
        url: 'http://silent:8080/',
        error: expect.objectContaining({ message: 'silent: no answer from the resolver' }),
      },
    ]);
  });

  it('requests an address once, whether the resolver repeats it or two names share it', async () => {
    const lookup = resolver({
      'varnish-headless': [
        ['10.0.0.5', 4],
        ['10.0.0.5', 4],
        ['10.0.0.6', 4],
      ],
      'varnish-canary': [['10.0.0.6', 4]],
    });
    const targets = await fanOut(
      ['http://varnish-headless:8080/', 'http://varnish-canary:8080/', 'http://10.0.0.5:8080/'],
      lookup,
    );
    expect(targets.map((target) => ('request' in target ? target.request : target.error))).toEqual([
      'http://10.0.0.5:8080/',
      'http://10.0.0.6:8080/',
    ]);
  });

  it('asks the resolver at each call: pods come and go', async () => {
    const answers = [[{ address: '10.0.0.5', family: 4 }], [{ address: '10.0.0.7', family: 4 }]];
    const lookup = vi.fn(async () => answers.shift() ?? []);
    expect(await fanOut(['http://web-headless:3000/'], lookup)).toMatchObject([{ request: 'http://10.0.0.5:3000/' }]);
    expect(await fanOut(['http://web-headless:3000/'], lookup)).toMatchObject([{ request: 'http://10.0.0.7:3000/' }]);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('puts an IPv6 address in brackets, and refuses one a URL cannot hold', () => {
    expect(atAddress('http://user@web-headless:3000/a?b=1#c', '::ffff:10.0.0.5')).toBe(
      'http://user@[::ffff:a00:5]:3000/a?b=1#c',
    );
    expect(() => atAddress('http://web-headless:3000/', 'fe80::1%eth0')).toThrow(/not an address a URL can hold/);
  });
});
