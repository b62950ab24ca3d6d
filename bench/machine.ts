import os from 'node:os';

/** One line naming the machine a figure was measured on; figures from different machines don't compare. */
export function machineDescription(): string {
  const cpus = os.cpus();
  const memoryGiB = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memoryGiB} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}
