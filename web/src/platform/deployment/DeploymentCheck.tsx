'use client';

import { useEffect } from 'react';
import { isChunkLoadError, isFailedBuildAsset } from './chunkLoadError';
import { deploymentWatch } from './deploymentWatch';
import { internalLinkClicked } from './internalLinkClicked';
import { watchStaleBuild } from './staleBuild';

/** A few minutes: a new deployment is noticed soon enough, and an open tab costs one small request per period. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Spec §1: the page learns of a new deployment from /builds/latest.json (on a timer while visible,
 * and when the tab becomes visible again, and at once on a chunk-load error). Once one is known, a
 * chunk-load error reloads the page once, and the next in-app navigation (a link, or `navigate` from
 * staleBuild.ts) is a full page load, which gets the new build's HTML.
 */
export function DeploymentCheck({ buildId }: { buildId: string }) {
  useEffect(() => {
    const log = (message: string, detail?: unknown) => console.warn(message, detail ?? '');
    const watch = deploymentWatch({
      ownId: buildId,
      fetchLatest: async () => (await fetch('/builds/latest.json', { cache: 'no-store' })).json(),
      storage: sessionStorage,
      reload: () => window.location.reload(),
      log,
    });
    const stopStale = watchStaleBuild(watch.stale);
    const checkIfVisible = () => {
      if (document.visibilityState === 'visible') void watch.check();
    };
    const onError = (event: ErrorEvent | Event) => {
      const chunkFailed =
        event instanceof ErrorEvent ? isChunkLoadError(event.error) : isFailedBuildAsset(event.target);
      if (chunkFailed) void watch.chunkFailed();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) void watch.chunkFailed();
    };
    const onClick = (event: MouseEvent) => {
      if (!watch.stale()) return;
      const href = internalLinkClicked(event);
      if (!href) return;
      // next/link leaves a click whose default is prevented to the browser's own handling: a full load.
      event.preventDefault();
      window.location.assign(href);
    };
    const timer = setInterval(checkIfVisible, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', checkIfVisible);
    // Capturing: a script's load error does not bubble, and next/link must see the prevented click.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('click', onClick, true);
    return () => {
      stopStale();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', checkIfVisible);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('click', onClick, true);
    };
  }, [buildId]);
  return null;
}
