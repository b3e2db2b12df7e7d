import { LOADING_BAR } from '@hireloop/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar } from './loading-bar.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar', () => {
  it('pins SPEC.md tick and cap', () => {
    expect(LOADING_BAR).toEqual({ tickMs: 100, cap: 99 });
  });

  it('is hidden until started, then starts at 0', () => {
    const bar = createLoadingBar();
    expect(bar.getProgress()).toBeNull();
    bar.start();
    expect(bar.getProgress()).toBe(0);
  });

  it('rises every 100 ms on a slowing curve', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(99);
    expect(bar.getProgress()).toBe(0);
    const steps: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      vi.advanceTimersByTime(100);
      steps.push(bar.getProgress() ?? Number.NaN);
    }
    for (let i = 1; i < steps.length; i += 1) {
      const rise = steps[i]! - steps[i - 1]!;
      const previousRise = i === 1 ? steps[0]! : steps[i - 1]! - steps[i - 2]!;
      expect(rise).toBeGreaterThan(0);
      expect(rise).toBeLessThan(previousRise);
    }
  });

  it('stays below the cap of 99 however long it runs', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(bar.getProgress()).toBeGreaterThan(98);
    expect(bar.getProgress()).toBeLessThanOrEqual(99);
  });

  it('jumps to 100 when done, then hides shortly after', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(500);
    bar.done();
    expect(bar.getProgress()).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(bar.getProgress()).toBeNull();
    // The ticker stopped: nothing moves any more.
    vi.advanceTimersByTime(1000);
    expect(bar.getProgress()).toBeNull();
  });

  it('keeps running until every concurrent start is done', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    const afterFirstDone = bar.getProgress() ?? 0;
    expect(afterFirstDone).toBeLessThan(99);
    vi.advanceTimersByTime(300);
    expect(bar.getProgress()).toBeGreaterThan(afterFirstDone);
    bar.done();
    expect(bar.getProgress()).toBe(100);
  });

  it('ignores extra done calls', () => {
    const bar = createLoadingBar();
    bar.done();
    expect(bar.getProgress()).toBeNull();
    bar.start();
    bar.done();
    bar.done();
    bar.start();
    expect(bar.getProgress()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(bar.getProgress()).toBeGreaterThan(0);
    expect(bar.getProgress()).toBeLessThan(99);
  });

  it('restarts from 0 when new work starts while showing 100', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.done();
    bar.start();
    expect(bar.getProgress()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(bar.getProgress()).not.toBeNull();
    expect(bar.getProgress()).toBeLessThan(99);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const bar = createLoadingBar();
    const seen: (number | null)[] = [];
    const unsubscribe = bar.subscribe((progress) => seen.push(progress));
    bar.start();
    vi.advanceTimersByTime(100);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBeGreaterThan(0);
    expect(seen.slice(-2)).toEqual([100, null]);
    unsubscribe();
    bar.start();
    expect(seen).toHaveLength(4);
  });
});
