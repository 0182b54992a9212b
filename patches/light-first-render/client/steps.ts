/** Steps that each run in a task of their own: see ./clientEntry.ts. Pure but for the message channel. */

/** Resolves in a new task: a message, so no timer clamping and no wait for a frame. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs the steps in order, each after a yield to the event loop (a task of its own), waiting for
 * what a step returns before the next; a step that throws stops the rest.
 */
export async function startSteps(
  steps: readonly (() => unknown)[],
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}
