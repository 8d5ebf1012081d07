/**
 * Runs `task` once the browser has painted its next frame, so work the page
 * can do without for a moment never holds back what it already shows. A tab
 * in the background paints nothing: there the task runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  // A task queued from the frame's callback runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest
 * after `timeout` ms), for work the page never waits on; where the browser has
 * no idle callback, after `timeout`.
 */
export function whenIdle(task: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, timeout);
}

/**
 * Runs `tasks` one after another, each in a task of the main thread of its own, so work made of
 * independent parts never runs as one long task: the browser handles input and paints between
 * them. Answers a function that cancels those not yet run.
 */
export function inTurns(tasks: readonly (() => void)[]): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runNext = () => {
    const task = tasks[next];
    next += 1;
    if (!task) return;
    timer = setTimeout(() => {
      task();
      runNext();
    }, 0);
  };
  runNext();
  return () => clearTimeout(timer);
}
