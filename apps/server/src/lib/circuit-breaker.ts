// A circuit breaker for calls to a service that may go away (Redis, an external HTTP API): after
// `failureThreshold` failures in a row it opens, and calls fail at once instead of each waiting for
// a timeout; after `cooldownMs` one trial call goes through (half-open), and its success closes the
// circuit again. `reset()` closes it early, e.g. when the client reports its connection is back.

export class CircuitOpenError extends Error {
  constructor() {
    super('circuit open: the service failed recently; not calling it');
    this.name = 'CircuitOpenError';
  }
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  readonly state: CircuitState;
  /** Runs `task` unless the circuit is open (then rejects with CircuitOpenError at once). */
  run<T>(task: () => Promise<T>): Promise<T>;
  reset(): void;
}

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  /** Told when the circuit opens and when it closes again. */
  onStateChange?: (state: 'open' | 'closed') => void;
  now?: () => number;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  let state: CircuitState = 'closed';
  let failures = 0;
  let openedAt = 0;

  const open = () => {
    const wasOpen = state !== 'closed';
    state = 'open';
    openedAt = now();
    if (!wasOpen) options.onStateChange?.('open');
  };
  const close = () => {
    const wasClosed = state === 'closed';
    state = 'closed';
    failures = 0;
    if (!wasClosed) options.onStateChange?.('closed');
  };

  return {
    get state() {
      return state;
    },
    async run(task) {
      if (state === 'half-open') throw new CircuitOpenError();
      if (state === 'open') {
        if (now() - openedAt < options.cooldownMs) throw new CircuitOpenError();
        state = 'half-open';
      }
      try {
        const result = await task();
        close();
        return result;
      } catch (error) {
        failures += 1;
        if (state === 'half-open' || failures >= options.failureThreshold) open();
        throw error;
      }
    },
    reset: close,
  };
}
