import type { ChatwootConfig } from '@/platform/config/env';
import { type ChatwootSettings, HOLDER_POLL, SDK_POLL, sdkUrl } from './chatwootSettings';

/** The globals Chatwoot's SDK reads and defines. */
export type ChatwootWindow = {
  chatwootSettings?: ChatwootSettings;
  chatwootSDK?: { run(config: { websiteToken: string; baseUrl: string }): void };
  $chatwoot?: { setLocale(locale: string): void };
};

type Page = { window: ChatwootWindow; document: Pick<Document, 'createElement' | 'querySelector' | 'head'> };

/** The frame the SDK builds inside its holder. */
const HOLDER_FRAME = '.woot-widget-holder iframe';

/**
 * Loads the widget once per page: settings first (the SDK reads them when it runs), then the SDK
 * script, then `chatwootSDK.run` as soon as it is there. A widget already running (this component
 * mounted again, e.g. after a locale change without a reload) only switches its language.
 * Returns a function that stops the look-ups still pending.
 */
export function loadChatwoot(
  config: ChatwootConfig,
  settings: ChatwootSettings,
  page: Page = { window: window as ChatwootWindow, document },
): () => void {
  const { window: win, document: doc } = page;
  if (win.$chatwoot) {
    win.$chatwoot.setLocale(settings.locale);
    // The frame's title is ours, not the SDK's: it follows the language too.
    doc.querySelector(HOLDER_FRAME)?.setAttribute('title', settings.launcherTitle);
    return () => {};
  }
  win.chatwootSettings = settings;
  const src = sdkUrl(config.baseUrl);
  if (!doc.querySelector(`script[src="${src}"]`)) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    doc.head.appendChild(script);
  }
  let stopHolder = () => {};
  const stopSdk = poll(
    () => win.chatwootSDK,
    SDK_POLL,
    (sdk) => {
      sdk.run({ websiteToken: config.websiteToken, baseUrl: config.baseUrl });
      stopHolder = poll(
        () => doc.querySelector<HTMLIFrameElement>(HOLDER_FRAME) ?? undefined,
        HOLDER_POLL,
        // The SDK leaves its frame unnamed: screen readers then announce it by the launcher's title.
        (frame) => frame.setAttribute('title', settings.launcherTitle),
      );
    },
    () => console.error('Chatwoot not loaded'),
  );
  return () => {
    stopSdk();
    stopHolder();
  };
}

/** Calls `found` with `look()`'s first value, tried `tries` times `everyMs` apart; else `timedOut`. Returns a stop. */
function poll<T>(
  look: () => T | undefined,
  { everyMs, tries }: { everyMs: number; tries: number },
  found: (value: T) => void,
  timedOut: () => void = () => {},
): () => void {
  let left = tries;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const value = look();
    if (value !== undefined) return found(value);
    left -= 1;
    if (left <= 0) return timedOut();
    timer = setTimeout(attempt, everyMs);
  };
  attempt();
  return () => clearTimeout(timer);
}
