import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionHasEnded, startSessionChecks } from './session-check.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let stop: () => void;
let check: Mock<() => void>;
const focus = () => window.dispatchEvent(new Event('focus'));

beforeEach(() => {
  vi.useFakeTimers();
  check = vi.fn();
  stop = startSessionChecks({ check });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('session checks', () => {
  it('run every 10 minutes', () => {
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('run on window focus, at most once per 60 seconds', () => {
    vi.advanceTimersByTime(60 * SECOND);
    focus();
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(59 * SECOND);
    focus();
    focus();
    expect(check).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1 * SECOND);
    focus();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('skip a focus right after the start, when the user was just loaded', () => {
    vi.advanceTimersByTime(30 * SECOND);
    focus();
    expect(check).not.toHaveBeenCalled();
  });

  it('count a focus check against the interval throttle too', () => {
    vi.advanceTimersByTime(9 * MINUTE + 30 * SECOND);
    focus();
    expect(check).toHaveBeenCalledTimes(1);
    // The 10-minute tick comes 30 s after the focus check: throttled.
    vi.advanceTimersByTime(30 * SECOND);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stop when asked', () => {
    stop();
    vi.advanceTimersByTime(30 * MINUTE);
    focus();
    expect(check).not.toHaveBeenCalled();
  });
});

describe('sessionHasEnded', () => {
  it('is true when the session is gone or belongs to someone else', () => {
    expect(sessionHasEnded({ isActive: false, userId: null }, 1)).toBe(true);
    expect(sessionHasEnded({ isActive: true, userId: 2 }, 1)).toBe(true);
    expect(sessionHasEnded({ isActive: true, userId: 1 }, 1)).toBe(false);
  });
});
