import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, RETRY_BASE_MS, RETRY_MAX_MS, retryWithBackoff, type RetryTimers } from '../../../engine/core';

const timers = (random = () => 0): RetryTimers => ({
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random,
});

describe('backoffDelay', () => {
  it('doubles after each failure in a row, from RETRY_BASE_MS up to RETRY_MAX_MS', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((failures) => backoffDelay(failures, () => 0.999999));
    expect(ceilings.map(Math.round)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(RETRY_BASE_MS).toBe(1000);
    expect(RETRY_MAX_MS).toBe(60000);
  });

  it('waits a random half to all of that, never nothing', () => {
    expect(backoffDelay(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(backoffDelay(1, () => 0.5)).toBe((RETRY_BASE_MS * 3) / 4);
    expect(backoffDelay(3, () => 0)).toBe(2 * RETRY_BASE_MS);
    expect(backoffDelay(1000, () => 0)).toBe(RETRY_MAX_MS / 2);
  });
});

describe('retryWithBackoff', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over the value of a first attempt that succeeds, before firstAttempt settles', async () => {
    const order: string[] = [];
    const retrying = retryWithBackoff(() => Promise.resolve(7), { onSuccess: (value) => void order.push(`value ${value}`), onFailure: () => order.push('failure') }, timers());
    await retrying.firstAttempt.then(() => order.push('settled'));
    expect(order).toEqual(['value 7', 'settled']);
  });

  it('waits for an asynchronous success handler before firstAttempt settles', async () => {
    let finish: () => void = () => undefined;
    const retrying = retryWithBackoff(() => Promise.resolve(1), { onSuccess: () => new Promise<void>((resolve) => (finish = resolve)), onFailure: vi.fn() }, timers());
    const settled = vi.fn();
    void retrying.firstAttempt.then(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();
  });

  it('settles firstAttempt after a failure, then tries again after each backoff until it succeeds', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValue('loaded');
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const retrying = retryWithBackoff(attempt, { onSuccess, onFailure }, timers());
    await retrying.firstAttempt;
    expect(onFailure.mock.calls).toEqual([[new Error('503'), 1]]);
    expect(onSuccess).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(backoffDelay(1, () => 0) - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(onFailure.mock.calls[1]).toEqual([new Error('timeout'), 2]);

    await vi.advanceTimersByTimeAsync(backoffDelay(2, () => 0) - 1);
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSuccess).toHaveBeenCalledWith('loaded');
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('tries no more once disposed, and ignores an answer that comes after', async () => {
    let fail: (error: Error) => void = () => undefined;
    const attempt = vi.fn(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    const onFailure = vi.fn();
    const retrying = retryWithBackoff(attempt, { onSuccess: vi.fn(), onFailure }, timers());
    fail(new Error('offline'));
    await retrying.firstAttempt;
    retrying.dispose();
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS);
    expect(attempt).toHaveBeenCalledTimes(1);

    const onSuccess = vi.fn();
    let answer: (value: number) => void = () => undefined;
    const late = retryWithBackoff(() => new Promise<number>((resolve) => (answer = resolve)), { onSuccess, onFailure }, timers());
    late.dispose();
    answer(1);
    await late.firstAttempt;
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
