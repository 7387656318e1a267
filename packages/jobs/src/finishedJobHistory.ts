/**
 * The completed or failed jobs an in-process queue remembers, bounded by age and count exactly as BullMQ's
 * removeOnComplete / removeOnFail bound them in Redis, so memory stays flat however many jobs run.
 */
export class FinishedJobHistory<J> {
  /** Map keeps insertion order: the first entry is always the oldest. */
  private readonly entries = new Map<string, { job: J; finishedAt: number }>();

  constructor(private readonly retention: { ageSeconds: number; count: number }) {}

  add(id: string, job: J): void {
    this.entries.set(id, { job, finishedAt: Date.now() });
    this.prune();
  }

  get(id: string): J | undefined {
    this.prune();
    return this.entries.get(id)?.job;
  }

  /** Removes every job still remembered and returns them, oldest first. */
  takeAll(): J[] {
    this.prune();
    const jobs = [...this.entries.values()].map(({ job }) => job);
    this.entries.clear();
    return jobs;
  }

  get size(): number {
    this.prune();
    return this.entries.size;
  }

  private prune(): void {
    const oldestKept = Date.now() - this.retention.ageSeconds * 1000;
    for (const [id, { finishedAt }] of this.entries) {
      if (this.entries.size <= this.retention.count && finishedAt >= oldestKept) return;
      this.entries.delete(id);
    }
  }
}
