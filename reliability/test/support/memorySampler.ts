import { readFileSync } from 'node:fs';

export interface MemorySampler {
  /** Resident set sizes in MiB, one per interval, oldest first. */
  samples: number[];
  stop(): number[];
}

/** The resident set size of process `pid` (VmRSS in /proc), in MiB. */
function residentMiB(pid: number): number {
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kB) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kB) / 1024;
}

/** Samples the memory of another process every `intervalMs` until stopped. */
export function sampleMemory(pid: number, intervalMs = 1_000): MemorySampler {
  const samples = [residentMiB(pid)];
  const timer = setInterval(() => samples.push(residentMiB(pid)), intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
