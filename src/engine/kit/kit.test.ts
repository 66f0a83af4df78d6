import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createModalRegistry } from './modal-registry';
import { clampProgress, isInRange } from './numeric-range';
import { dismissToast, MAX_VISIBLE_TOASTS, pushToast, type Toast } from './toast-queue';

const toast = (id: number): Toast => ({ id, message: `Toast ${id}`, variant: 'info' });

describe('toast queue', () => {
  it('keeps at most five, dropping the oldest', () => {
    let queue: Toast[] = [];
    for (let id = 1; id <= 7; id++) queue = pushToast(queue, toast(id));
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(queue.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
    expect(dismissToast(queue, 5).map((t) => t.id)).toEqual([3, 4, 6, 7]);
  });

  it('never holds more than the limit, and always the newest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 8 }), (count, max) => {
        let queue: Toast[] = [];
        for (let id = 1; id <= count; id++) queue = pushToast(queue, toast(id), max);
        expect(queue.length).toBe(Math.min(count, max));
        expect(queue.at(-1)!.id).toBe(count);
      }),
    );
  });
});

describe('modal registry', () => {
  it('throws on a duplicate id, and frees an id on release', () => {
    const registry = createModalRegistry();
    registry.register('feedback');
    registry.register('other');
    expect(() => registry.register('feedback')).toThrow("A modal with id 'feedback' is already registered");
    registry.release('feedback');
    expect(registry.has('feedback')).toBe(false);
    expect(() => registry.register('feedback')).not.toThrow();
  });
});

describe('isInRange', () => {
  it('rejects non-numbers, NaN, and values outside the bounds', () => {
    expect(isInRange(5, 0, 10)).toBe(true);
    expect(isInRange(0, 0, 10)).toBe(true);
    expect(isInRange(10, 0, 10)).toBe(true);
    expect(isInRange(-0.01, 0, 10)).toBe(false);
    expect(isInRange(10.01, 0, 10)).toBe(false);
    expect(isInRange(Number.NaN, 0, 10)).toBe(false);
    expect(isInRange('5', 0, 10)).toBe(false);
    expect(isInRange(null, 0, 10)).toBe(false);
  });

  it('agrees with min ≤ value ≤ max for every number', () => {
    fc.assert(
      fc.property(fc.double(), fc.double({ noNaN: true }), fc.double({ noNaN: true }), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(isInRange(value, min, max)).toBe(!Number.isNaN(value) && value >= min && value <= max);
      }),
    );
  });
});

describe('clampProgress', () => {
  it('holds the value between 0 and max, 100 by default', () => {
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(7, 5)).toBe(5);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('always lands inside [0, max] and leaves values already inside untouched', () => {
    fc.assert(
      fc.property(fc.double(), fc.double({ min: 1, max: 1e6, noNaN: true }), (value, max) => {
        const clamped = clampProgress(value, max);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(max);
        if (value >= 0 && value <= max) expect(clamped === value).toBe(true);
      }),
    );
  });
});
