import { afterEach, describe, expect, it } from 'vitest';
import {
  clientAddress,
  currentRequestId,
  isStopping,
  onStop,
  recordFailureStatus,
  recordResponseStatus,
  type RequestState,
} from './request-context';
import { setProcessSlot } from './process-slots';
import { publishTestFrontDoor } from '../../tests/support/front-door-context';

// The pages' side of what the front door shares with them (server/main.ts publishes it).

afterEach(() => {
  setProcessSlot('frontDoor', undefined);
});

describe('the context the front door shares with the pages', () => {
  it('carries a request’s statuses and address, the first failure winning, and nothing across requests', () => {
    const { requests } = publishTestFrontDoor();
    const first: RequestState = {
      failureStatus: null,
      responseStatus: null,
      clientAddress: '203.0.113.7',
      requestId: 'first-request',
      span: null,
    };
    const second: RequestState = {
      failureStatus: null,
      responseStatus: null,
      clientAddress: null,
      requestId: 'second-request',
      span: null,
    };
    requests.run(first, () => {
      expect(clientAddress()).toBe('203.0.113.7');
      expect(currentRequestId()).toBe('first-request');
      recordFailureStatus(503);
      recordFailureStatus(504);
      recordResponseStatus(422);
    });
    requests.run(second, () => expect(clientAddress()).toBeNull());
    expect(first).toMatchObject({ failureStatus: 503, responseStatus: 422, clientAddress: '203.0.113.7' });
    expect(second).toMatchObject({ failureStatus: null, responseStatus: null, clientAddress: null });
    expect(currentRequestId()).toBeNull();
  });

  it('says when the server stops and keeps the tasks to run then', () => {
    const { lifecycle } = publishTestFrontDoor();
    const task = async () => {};
    onStop(task);
    expect(isStopping()).toBe(false);
    lifecycle.stopping = true;
    expect(isStopping()).toBe(true);
    expect([...lifecycle.stopTasks]).toEqual([task]);
  });

  it('does nothing where no front door runs (next dev, tests)', () => {
    expect(() => recordFailureStatus(503)).not.toThrow();
    expect(clientAddress()).toBeNull();
    expect(isStopping()).toBe(false);
  });
});
