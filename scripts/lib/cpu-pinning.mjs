// Pins processes to CPUs (Linux's taskset), so that a measured server and the load generator beside it do not take
// turns on the same core. Where the machine has one CPU or no taskset, nothing is pinned.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const cpus = availableParallelism();

function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const canPin = cpus >= 2 && hasTaskset();

/** [command, args] for scripts/lib/processes.mjs's start(): `command` with `args` run on `cpu` only, where it can be. */
export function pinned(cpu, [command, ...args]) {
  return canPin ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/** Pins this process, every thread of it, to `cpu` until release(). */
export function pinSelf(cpu) {
  const pin = (list) =>
    canPin && execFileSync('taskset', ['-a', '-pc', list, String(process.pid)], { stdio: 'ignore' });
  pin(String(cpu));
  return { release: () => pin(`0-${cpus - 1}`) };
}
