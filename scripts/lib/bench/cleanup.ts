/**
 * What the bench started and must stop: servers, browsers, builds, temporary folders. Each is
 * registered with its own stop function (by pid) and stopped in reverse order at the end, on
 * failure, and on Ctrl-C.
 */
export type Stopper = {name: string; stop: () => void | Promise<void>};

export class Cleanup {
  private readonly stoppers: Stopper[] = [];

  /** Registers a stopper. `stop()` runs it now; `forget()` drops it (the process ended by itself). */
  add(name: string, stop: Stopper['stop']): {stop: () => Promise<void>; forget: () => void} {
    const entry: Stopper = {name, stop};
    this.stoppers.push(entry);
    const forget = () => {
      const index = this.stoppers.indexOf(entry);
      if (index >= 0) this.stoppers.splice(index, 1);
    };
    return {
      forget,
      stop: async () => {
        if (!this.stoppers.includes(entry)) return;
        forget();
        await entry.stop();
      },
    };
  }

  get pending(): string[] {
    return this.stoppers.map((s) => s.name);
  }

  /** Stops everything still registered, newest first; a failing stopper does not stop the rest. */
  async runAll(): Promise<string[]> {
    const errors: string[] = [];
    while (this.stoppers.length > 0) {
      const entry = this.stoppers.pop() as Stopper;
      try {
        await entry.stop();
      } catch (error) {
        errors.push(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return errors;
  }
}

/** Sends SIGTERM to a pid (or, negative, a process group); a process already gone is fine. */
export function killPid(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
