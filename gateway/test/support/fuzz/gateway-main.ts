import { loadConfig } from '../../../src/config';
import { createServer } from '../../../src/server';

/**
 * A gateway in a process of its own (gateway-process.ts starts it): configured from its environment, it reports its
 * port over IPC, answers 'memory' with its figures after a forced collection (and the CPU time it used), and stops when its parent goes.
 */
async function main(): Promise<void> {
  const gateway = await createServer(loadConfig(process.env));
  const { port } = await gateway.listen();
  process.on('message', (message) => {
    if (message !== 'memory') return;
    global.gc?.();
    process.send?.({ memory: { ...process.memoryUsage(), cpuSeconds: process.cpuUsage().user / 1e6 } });
  });
  process.once('disconnect', () => void gateway.close().finally(() => process.exit(0)));
  process.send?.({ port });
}

main().catch((error: unknown) => {
  process.stderr.write(`fuzz gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
