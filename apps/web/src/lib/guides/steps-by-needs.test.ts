import { describe, expect, it } from 'vitest';
import { needsWithin, stepsByNeeds } from './steps-by-needs';

const step = (key: string, weeksBeforeIntake: number, needs: string[] = []) => ({ key, weeksBeforeIntake, needs });

describe('stepsByNeeds', () => {
  it('puts each step after what it needs, whatever its usual week', () => {
    const steps = [step('housing', 6, ['admission']), step('visa', 12, ['housing']), step('admission', 18)];
    expect(stepsByNeeds(steps).map((s) => s.key)).toEqual(['admission', 'housing', 'visa']);
  });

  it('keeps the usual weeks between steps that do not need each other', () => {
    const steps = [step('arrival', 1), step('choose', 40), step('interview', 24), step('results', 10)];
    expect(stepsByNeeds(steps).map((s) => s.key)).toEqual(['choose', 'interview', 'results', 'arrival']);
  });

  it('keeps every step of a cycle instead of losing them', () => {
    const steps = [step('a', 10, ['b']), step('b', 8, ['a'])];
    expect(stepsByNeeds(steps).map((s) => s.key)).toEqual(['a', 'b']);
  });
});

describe('needsWithin', () => {
  it('finds the needs among the steps, leaving out the unknown ones', () => {
    const steps = [step('file', 32, ['choose', 'degree']), step('choose', 40)];
    expect(needsWithin(steps[0]!, steps).map((s) => s.key)).toEqual(['choose']);
  });
});
