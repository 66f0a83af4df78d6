import { describe, expect, it } from 'vitest';
import { completeStep, PROGRESSION, resolveDue } from './progression';

describe('back-office progression', () => {
  it('moves straight on for a step without a wait', () => {
    expect(completeStep({ checklistStatus: 'OFFER_SELECTION' }, 'productSelected', 0)).toEqual({
      checklistStatus: 'COLLECT_ADDITIONAL_INFO',
    });
  });

  it('waits, then resolves when the application is next read after the delay', () => {
    const waiting = completeStep({ checklistStatus: 'HMDA' }, 'hmdaCompleted', 1000)!;
    expect(waiting.checklistStatus).toBe('WAITING_FOR_SUMMARY_DISCLOSURE');
    expect(resolveDue(waiting, 1000 + PROGRESSION.hmdaCompleted.afterMs - 1)).toBe(waiting);
    expect(resolveDue(waiting, 1000 + PROGRESSION.hmdaCompleted.afterMs)).toEqual({ checklistStatus: 'SUMMARY_DISCLOSURE' });
  });

  it('refuses a step from a status it does not follow', () => {
    expect(completeStep({ checklistStatus: 'DECLINED' }, 'productSelected', 0)).toBeNull();
    expect(completeStep({ checklistStatus: 'COLLECT_ADDITIONAL_INFO' }, 'hmdaCompleted', 0)).toBeNull();
  });

  it('lets a step follow a wait that has already resolved', () => {
    const waiting = completeStep({ checklistStatus: 'HMDA' }, 'hmdaCompleted', 0)!;
    expect(completeStep(waiting, 'summarySigned', 1)).toBeNull();
    expect(completeStep(waiting, 'summarySigned', 60_000)).toEqual({ checklistStatus: 'INCOME_VERIFICATION' });
  });

  it('walks a whole journey from offers to complete', () => {
    let state = { checklistStatus: 'OFFER_SELECTION' } as ReturnType<typeof resolveDue>;
    let now = 0;
    for (const step of Object.keys(PROGRESSION) as Array<keyof typeof PROGRESSION>) {
      const next = completeStep(state, step, now);
      expect(next, step).not.toBeNull();
      state = next!;
      now += 10_000;
    }
    expect(resolveDue(state, now).checklistStatus).toBe('COMPLETE');
  });
});
