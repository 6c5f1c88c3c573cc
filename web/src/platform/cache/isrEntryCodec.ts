import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { StoredRecord } from './pageCacheStore';

/** A whole-page (or route, or fetch) entry of Next's incremental cache, with the tags that invalidate it. */
export interface IsrEntry extends Required<Pick<CacheHandlerValue, 'lastModified' | 'value'>> {
  cacheControl: CacheHandlerValue['cacheControl'];
  tags: string[];
}

type Fields = Record<string, unknown>;

/**
 * An entry as byte fields: `meta` is JSON (times, lifetime, tags, the value's plain fields); each top-level string
 * of the value (`html`…) is a `text:` field, each Buffer (`rscData`, a route's `body`) a `bytes:` field, each
 * Buffer of a Map (`segmentData`) a `map:<name>:<key>` field. JSON alone would turn Buffers into arrays of numbers
 * and Maps into `{}` (docs: 02-guides/self-hosting.md, "Configuring Caching").
 */
export function encodeIsrEntry({ value, ...meta }: IsrEntry): StoredRecord {
  const record: StoredRecord = new Map();
  let plain: Fields | null = null;
  if (value) {
    plain = {};
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === 'string') record.set(`text:${name}`, Buffer.from(field));
      else if (field instanceof Uint8Array) record.set(`bytes:${name}`, Buffer.from(field));
      else if (field instanceof Map) for (const [key, bytes] of field) record.set(`map:${name}:${key}`, bytes);
      else plain[name] = field;
    }
  }
  record.set('meta', Buffer.from(JSON.stringify({ ...meta, value: plain })));
  return record;
}

export function decodeIsrEntry(record: StoredRecord): IsrEntry {
  const meta = record.get('meta');
  if (!meta) throw new Error('entry without meta');
  const { value: plain, ...rest } = JSON.parse(meta.toString('utf8')) as Omit<IsrEntry, 'value'> & { value: Fields };
  const value: Fields | null = plain && { ...plain };
  for (const [field, bytes] of record) {
    if (!value || field === 'meta') continue;
    const [kind, name, ...key] = field.split(':');
    if (kind === 'text') value[name] = bytes.toString('utf8');
    else if (kind === 'bytes') value[name] = bytes;
    else if (kind === 'map') {
      const map = (value[name] ?? new Map()) as Map<string, Buffer>;
      value[name] = map.set(key.join(':'), bytes);
    }
  }
  // The value encodeIsrEntry took apart, whole again.
  return { ...rest, value: value as unknown as IsrEntry['value'] };
}
