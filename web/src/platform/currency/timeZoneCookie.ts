/** The visitor's IANA time zone, set by the browser (TimeZoneCookie): the gateway's last currency hint (spec §9). */
export const TIME_ZONE_COOKIE = 'tz';
export const TIME_ZONE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** "Europe/Paris", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5": anything else is not forwarded. */
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

export function isTimeZone(value: string | undefined): value is string {
  return value !== undefined && value.length <= 64 && TIME_ZONE.test(value);
}
