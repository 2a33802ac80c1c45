type TaskScheduler = { yield?: () => Promise<void> };

/**
 * A turn of the browser's own before what follows, where it has `scheduler.yield` (Chrome 129
 * and later); `undefined` elsewhere (and in tests), where what follows runs at once. Work that
 * many callers start in one task (a screen's queries as it mounts, every feature's catch-up when
 * the event stream opens) then runs in tasks of its own, none long enough to hold up a tap
 * (issue 15: each was one of `/dashboard`'s long tasks).
 */
export function nextTurn(): Promise<void> | undefined {
  return (globalThis as { scheduler?: TaskScheduler }).scheduler?.yield?.();
}

/** Runs `work` in a task of its own where the browser can give one (`nextTurn`), else at once. */
export function inATaskOfItsOwn(work: () => void): void {
  const turn = nextTurn();
  if (turn) void turn.then(work);
  else work();
}
