import { track } from './events';

/** How long a client-side navigation may take to apply its title before the page view uses what is there. */
export const TITLE_WAIT_MS = 1000;

export type TitleHost = {
  title: () => string;
  /** Calls `mayHaveChanged` on each change of the document, `timedOut` after `ms`; returns its cancellation. */
  watchTitle: (mayHaveChanged: () => void, timedOut: () => void, ms: number) => () => void;
};

function browserTitleHost(): TitleHost {
  return {
    title: () => document.title,
    watchTitle(mayHaveChanged, timedOut, ms) {
      // Next applies a route's metadata after the route renders (streamed metadata may land anywhere in the document).
      const observer = new MutationObserver(mayHaveChanged);
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
      const timer = window.setTimeout(timedOut, ms);
      return () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
    },
  };
}

/**
 * Spec §1: one page view per route change, with the route's path and title (the path when it has none). Kept
 * outside React so that a double effect (strict mode) or a re-render reports a path once.
 */
export function createPageViewReporter(host: TitleHost = browserTitleHost()) {
  let reportedPath: string | undefined;
  let reportedTitle: string | undefined;
  let pending: { path: string; cancel: () => void } | undefined;

  const report = (path: string) => {
    pending?.cancel();
    pending = undefined;
    const title = host.title().trim();
    reportedTitle = title;
    track({ event: 'page_view', page_path: path, page_title: title || path });
  };

  return {
    navigated(path: string): void {
      if (path === reportedPath) return;
      if (pending) report(pending.path);
      reportedPath = path;
      // A title still equal to the previous page's belongs to that page until the new metadata arrives; an empty
      // one is the moment between (Next can clear it while the new route's metadata streams in).
      const arrived = () => {
        const title = host.title().trim();
        return title !== '' && title !== reportedTitle;
      };
      if (reportedTitle === undefined || arrived()) {
        report(path);
        return;
      }
      const cancel = host.watchTitle(
        () => {
          if (arrived()) report(path);
        },
        () => report(path),
        TITLE_WAIT_MS,
      );
      pending = { path, cancel };
    },
    /** The page is hidden or left: a page view still waiting for its title goes with what is there. */
    flushPending(): void {
      if (pending) report(pending.path);
    },
  };
}
