// Child processes that can always be stopped whole: each runs in its own process group,
// so stopping it also stops whatever it spawned (npm, next-server workers, …).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

const running = new Set();

/**
 * Starts `command` with `args`. Output goes line by line to `log`: a function (line) => void.
 * Returns { name, child, exited } where `exited` resolves to the exit code.
 */
export function start(name, command, args, { cwd, env = {}, log }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log(line));
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const handle = { name, child, exited };
  running.add(handle);
  exited.then(() => running.delete(handle));
  return handle;
}

/** Runs a command to completion; rejects with its name when it fails. */
export async function run(name, command, args, options) {
  const { exited } = start(name, command, args, options);
  const code = await exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

/** True once a started process has ended: its exit code, or the signal that ended it. */
export function hasExited(handle) {
  return handle.child.exitCode !== null || handle.child.signalCode !== null;
}

/** Stops one process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(handle, graceMs = 8000) {
  if (hasExited(handle)) return;
  signalGroup(handle.child.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(handle.child.pid, 'SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
  // The leader may exit before its children: make sure the group is gone.
  signalGroup(handle.child.pid, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...running].map((handle) => stop(handle)));
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** A log sink that prefixes each line with a padded name, like `[web    ] ready`. */
export function prefixedConsole(name, width = 7) {
  const prefix = `[${name.padEnd(width)}]`;
  return (line) => console.log(`${prefix} ${line}`);
}

/** A log sink that appends to a file (for test runs, where the console stays readable). */
export function fileLog(path) {
  const out = createWriteStream(path, { flags: 'a' });
  return (line) => out.write(`${line}\n`);
}

/** Polls `url` until it answers 2xx, the process exits, or `timeoutMs` passes. */
export async function waitForHttp(url, { handle, timeoutMs = 180_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${handle.name} exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
