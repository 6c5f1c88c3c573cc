import { webEnv } from '@/platform/config/env';
import { ChatwootWidget } from './ChatwootWidget';

/**
 * The chat widget when CHATWOOT_BASE_URL and CHATWOOT_WEBSITE_TOKEN are set, read at run time
 * (no rebuild); unset, the page carries nothing of it, not even a script.
 */
export function ChatWidget() {
  const { chatwoot } = webEnv();
  return chatwoot ? <ChatwootWidget config={chatwoot} /> : null;
}
