/**
 * Runs each step in its own browser task, in order: the first at once, each
 * next one after the browser has had a turn (a message to a fresh
 * MessageChannel, which, unlike a timer, has no minimum delay and is not
 * held back in a background tab).
 *
 * A step that throws stops the ones after it, and the error reaches the
 * page's error handling as any uncaught error does.
 */
export function runInTasks(steps: ReadonlyArray<() => unknown>): void {
  const [step, ...rest] = steps
  if (!step) return
  step()
  if (rest.length === 0) return
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    runInTasks(rest)
  }
  channel.port2.postMessage(null)
}
