/**
 * Crawlers and link previewers by their User-Agent: "bot", "crawl", "spider" cover most
 * (Googlebot, bingbot, YandexBot, AhrefsBot, Baiduspider…); the others are well-known exceptions.
 * Headless browsers are not bots here: end-to-end tests and prerenderers use them.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|ia_archiver|embedly|quora link preview|pinterest\/|vkshare|w3c_validator|whatsapp|skypeuripreview|lighthouse/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
