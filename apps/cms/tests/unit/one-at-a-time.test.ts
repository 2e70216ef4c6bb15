import { describe, expect, it } from 'vitest';
import { oneAtATimePer } from '../../src/utils/one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATimePer', () => {
  it('runs the calls of one key one after the other, and of other keys side by side', async () => {
    const run = oneAtATimePer();
    const events: string[] = [];
    const step = (name: string) => async () => {
      events.push(`${name} starts`);
      await tick();
      events.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([run('a', step('a1')), run('a', step('a2')), run('b', step('b1'))]);
    expect(answers).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a2 starts')).toBeGreaterThan(events.indexOf('a1 ends'));
    expect(events.indexOf('b1 starts')).toBeLessThan(events.indexOf('a1 ends'));
  });

  it('goes on with the next call of a key after one that failed, and passes the failure to its caller', async () => {
    const run = oneAtATimePer();
    const failed = run('a', async () => {
      await tick();
      throw new Error('refused');
    });
    const next = run('a', async () => 'filed');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('filed');
  });
});
