/**
 * Runs `run` once `ms` after the last `poke` (a pointer that rests, a window that stops resizing);
 * `flush` runs a pending call at once (the pointer is released), `cancel` drops it.
 */
export interface SettleTimer {
  poke(): void;
  flush(): void;
  cancel(): void;
}

export function createSettleTimer(run: () => void, ms: number): SettleTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    poke() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run();
      }, ms);
    },
    flush() {
      if (timer === null) return;
      cancel();
      run();
    },
    cancel,
  };
}
