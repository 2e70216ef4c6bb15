import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATE_KEY } from './request-state';

describe('the request slot shared with server.mjs', () => {
  it('is published by server.mjs under the key the page code reads', () => {
    const server = readFileSync(join(__dirname, '../../server.mjs'), 'utf8');
    expect(server).toContain(`globalThis[Symbol.for('${REQUEST_STATE_KEY}')] = requestState;`);
  });
});
