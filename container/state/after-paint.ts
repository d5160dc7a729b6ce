/**
 * Work that the first paint does not need, started once the browser has painted: a frame, then a
 * task after it (the frame's paint comes between them).
 */

/** A page that is not shown paints no frames: the work then starts after this long anyway. */
const HIDDEN_PAGE_MS = 250;

/** `run` once what is on screen now has been painted; returns the function that cancels it. */
export function afterNextPaint(run: () => void, hiddenPageMs = HIDDEN_PAGE_MS): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, hiddenPageMs);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (task !== undefined) clearTimeout(task);
  }
  return cancel;
}
