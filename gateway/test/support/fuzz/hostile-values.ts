import type { Random } from './random';

/** Strings a client should never be trusted with: injections, odd unicode, control characters, format strings. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  "' OR '1'='1",
  "'; DROP TABLE diagrams; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // Template syntax of several engines, as text.
  '{{7*7}}<%= 7*7 %>#{7*7}',
  `$${'{7*7}'}`,
  '%s%s%s%s%n%x%x%p',
  '%00%0d%0aSet-Cookie:%20x=1',
  '\r\nX-Injected: 1\r\n',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/api/users/me',
  'http://169.254.169.254/latest/meta-data/',
  'filters[$where]=1',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x7fffffff',
  '9'.repeat(400),
  `-${'9'.repeat(400)}`,
  '😀🇫🇷👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  'ثم نفس سقطت وبالتحديد',
  '\u202eevil\u202c',
  '\ufeffBOM',
  '\ud800',
  '\udfff\ud800',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ǅǈǋ İı ß ﬁ',
  '\t\n\v\f\r',
  '\\',
  '\\u0000',
  '"',
  '`rm -rf /`',
  '$(reboot)',
  'diagrams-powerpoint',
  'content-ready-ppt',
  'free-process-diagram-sample',
  'know-how',
  'WELCOME10',
  'visitor@example.com',
  'a@b',
  'password',
];

/** Integers at and past every edge a resolver or an upstream might mind (GraphQL's Int is 32-bit). */
const EDGE_INTS: readonly number[] = [0, 1, -1, 2, 24, 99, 100, 101, 1000, 2 ** 31 - 1, -(2 ** 31), 65536, 1e6];

/** JSON number texts JavaScript reads as no usual number: too long, too large, negative zero, exponent. */
export const ODD_NUMBER_TEXTS: readonly string[] = [
  '1e400',
  '-1e400',
  '-0',
  '1.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(400),
  `0.${'0'.repeat(300)}1`,
  '1E-400',
];

export function hostileString(random: Random): string {
  const base = random.pick(HOSTILE_STRINGS);
  return random.chance(0.1) ? base.repeat(random.int(2, 200)) : base;
}

export function edgeInt(random: Random): number {
  return random.chance(0.8) ? random.pick(EDGE_INTS) : random.int(-(2 ** 31), 2 ** 31 - 1);
}

export function edgeFloat(random: Random): number {
  return random.pick([0, -0, 0.1, 1e-300, 1e300, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE]);
}

/** A string of `bytes` UTF-8 bytes, mixing ASCII with multi-byte characters. */
export function hugeString(random: Random, bytes: number): string {
  const unit = random.pick(['a', 'é', '😀', '<script>', '\u0000', 'dia ']);
  return unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit))));
}
