/** What the watch needs from the browser; tests pass their own. */
export interface WatchDeps {
  ownId: string;
  /** GET /builds/latest.json's body. */
  fetchLatest: () => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  log: (message: string, detail?: unknown) => void;
}

export interface DeploymentWatch {
  /** Asks the server which build it runs; a different id than the page's is a newer deployment. */
  check: () => Promise<void>;
  /** Whether a newer deployment is known: the page's chunks may be gone. */
  stale: () => boolean;
  /**
   * After a chunk-load error: reloads once per newer build, so a chunk missing from it too cannot
   * loop. The error may be the first sign of a deployment, so an unchecked page asks first.
   */
  chunkFailed: () => Promise<boolean>;
}

const RELOADED_KEY = 'deployment-reloaded:';

export function deploymentWatch({ ownId, fetchLatest, storage, reload, log }: WatchDeps): DeploymentWatch {
  let newerId: string | undefined;
  let reloading = false;
  const check = async () => {
    try {
      const latest = await fetchLatest();
      const id = (latest as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && id !== '' && id !== ownId) newerId = id;
    } catch (error) {
      log('Deployment check failed', error);
    }
  };
  return {
    check,
    stale: () => newerId !== undefined,
    async chunkFailed() {
      if (newerId === undefined) await check();
      if (newerId === undefined) return false;
      // Several chunks of one navigation fail together: one reload for all of them.
      if (reloading) return true;
      const key = RELOADED_KEY + newerId;
      try {
        if (storage.getItem(key)) {
          log(`Chunk-load error after reloading for build ${newerId}: not reloading again`);
          return false;
        }
        storage.setItem(key, '1');
      } catch (error) {
        // Without a place to remember the reload, a second one could not be refused.
        log('Chunk-load error: no session storage to guard a reload', error);
        return false;
      }
      log(`Chunk-load error after build ${newerId} was deployed: reloading`);
      reloading = true;
      reload();
      return true;
    },
  };
}
