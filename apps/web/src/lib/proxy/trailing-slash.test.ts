import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from './trailing-slash';

const request = (path: string) => new NextRequest(new URL(path, 'http://site.test'));

describe('trailingSlashRedirect', () => {
  it('answers 301 to the path without its slashes, keeping the query', () => {
    const response = trailingSlashRedirect(request('/formations/?programCat=design'));
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('http://site.test/formations?programCat=design');
    expect(trailingSlashRedirect(request('/en//'))?.headers.get('location')).toBe('http://site.test/en');
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(trailingSlashRedirect(request('/'))).toBeNull();
    expect(trailingSlashRedirect(request('/formations'))).toBeNull();
  });
});
