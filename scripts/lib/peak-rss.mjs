// Peak resident memory of every process in some process groups (a started part and whatever it spawned, such as
// next-server workers), sampled from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** pid, command name, process group and CPU seconds so far of a process, from /proc/<pid>/stat; null once gone. */
function processInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so split after its last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // After comm: state ppid pgrp … utime (the 12th) stime (the 13th).
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
    return { pid, comm: stat.slice(stat.indexOf('(') + 1, close), pgrp: Number(fields[2]), cpu };
  } catch {
    return null;
  }
}

/** Resident memory of a process in bytes (VmRSS), 0 once it is gone. */
function residentBytes(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples every `intervalMs` the processes of the groups `watch()` has been given ({ label, pid } of a group
 * leader, started with its own group as scripts/lib/processes.mjs does). `peaks()` lists each process seen
 * with its highest RSS and the CPU seconds it had used when last seen; `stop()` ends sampling.
 */
export function peakRss(intervalMs = 1000) {
  const groups = new Map();
  const seen = new Map();
  const sample = () => {
    const infos = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(processInfo)
      .filter((info) => info && groups.has(info.pgrp));
    for (const { pid, comm, pgrp, cpu } of infos) {
      const key = `${pgrp}:${pid}`;
      const bytes = residentBytes(pid);
      const entry = seen.get(key) ?? { group: groups.get(pgrp), pid, comm, peak: 0 };
      entry.peak = Math.max(entry.peak, bytes);
      entry.cpu = cpu;
      seen.set(key, entry);
    }
  };
  const timer = setInterval(sample, intervalMs);
  return {
    watch: (label, pid) => {
      groups.set(pid, label);
      sample();
    },
    peaks: () => [...seen.values()],
    stop: () => {
      clearInterval(timer);
      sample();
    },
  };
}
