import { describe, expect, it } from 'vitest';
import { CircuitOpenError, createCircuitBreaker } from './circuit-breaker.ts';

describe('circuit breaker', () => {
  const fail = () => Promise.reject(new Error('down'));
  const succeed = () => Promise.resolve('ok');

  it('opens after the failures in a row, fails fast while open, and tries once after the cooldown', async () => {
    let time = 0;
    const changes: string[] = [];
    const breaker = createCircuitBreaker({
      failureThreshold: 2,
      cooldownMs: 1_000,
      now: () => time,
      onStateChange: (state) => changes.push(state),
    });
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');

    let called = false;
    await expect(
      breaker.run(async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);

    time = 1_000;
    // The trial fails: open for another cooldown.
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);

    time = 2_000;
    await expect(breaker.run(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('lets one trial through at a time while half-open', async () => {
    let time = 0;
    const breaker = createCircuitBreaker({ failureThreshold: 1, cooldownMs: 10, now: () => time });
    await expect(breaker.run(fail)).rejects.toThrow();
    time = 10;
    let finishTrial: (value: string) => void = () => {};
    const trial = breaker.run(() => new Promise<string>((resolve) => (finishTrial = resolve)));
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    finishTrial('ok');
    await expect(trial).resolves.toBe('ok');
    await expect(breaker.run(succeed)).resolves.toBe('ok');
  });

  it('counts failures in a row only, and closes on reset', async () => {
    const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000 });
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(succeed);
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('open');
    breaker.reset();
    await expect(breaker.run(succeed)).resolves.toBe('ok');
  });
});
