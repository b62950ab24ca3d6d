/**
 * Runs a task later. Webhook retries go through this so tests decide when "later" is
 * instead of waiting for real seconds.
 */
export interface Scheduler {
  schedule(delayMs: number, task: () => void): void;
  /** Drops every task not yet run (app shutdown). */
  cancelAll(): void;
}

export class TimerScheduler implements Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();

  schedule(delayMs: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, delayMs);
    this.timers.add(timer);
  }

  cancelAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
