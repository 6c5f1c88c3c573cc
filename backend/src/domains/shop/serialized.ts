/**
 * Runs tasks of one key one after the other in this process (other processes are the database's business): fewer
 * transactions fighting over the same rows.
 */
const queues = new Map<string, Promise<unknown>>();

export async function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const current = previous.then(task, task);
  const settled = current.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await current;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
