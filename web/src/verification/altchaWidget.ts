// The <altcha-widget> element without its inline styles and workers ('altcha/external'): the CSP
// allows neither, so its stylesheet is a file and its workers are the web's own bundled files.
import 'altcha/external';
import 'altcha/altcha.css';

const sha = () => new Worker(new URL('./sha.worker.ts', import.meta.url));
const pbkdf2 = () => new Worker(new URL('./pbkdf2.worker.ts', import.meta.url));

for (const hash of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(hash, sha);
  globalThis.$altcha.algorithms.set(`PBKDF2/${hash}`, pbkdf2);
}

/** The widget's texts in one language (its i18n store; English fills the code-challenge texts we never use). */
export function setStrings(language: string, strings: Record<string, string>) {
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings });
}
