import type { ChatwootConfig } from '../config/env';
import type { Sources } from './contentSecurityPolicy';

/**
 * Third parties the browser talks to, each present only when configured. A feature that loads
 * something from elsewhere (the chat widget) adds its sources here, so the Content-Security-Policy
 * stays in one place. Error reports need none: the browser sends them to our own origin
 * (/monitoring/, docs/adr/0016), which passes them on to Sentry.
 */
export function integrationSources(config: { chatwoot?: ChatwootConfig }): Sources[] {
  return [chatWidget(config.chatwoot)].filter((sources): sources is Sources => sources !== undefined);
}

/**
 * The Chatwoot widget (web/src/features/frame/chat/): its SDK script, the conversation frame, its API and the
 * websocket (ws: or wss: on the same host, ActionCable). The SDK appends its own <style> element
 * with the launcher's CSS, which only 'unsafe-inline' lets through (a hash would break with each
 * Chatwoot release); styles cannot run code, so scripts stay as strict as without the widget.
 */
function chatWidget(chatwoot: ChatwootConfig | undefined): Sources | undefined {
  if (!chatwoot) return undefined;
  const origin = new URL(chatwoot.baseUrl);
  const websocket = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  return {
    'script-src': [origin.origin],
    'connect-src': [origin.origin, websocket],
    'frame-src': [origin.origin],
    'style-src': ["'unsafe-inline'"],
  };
}
