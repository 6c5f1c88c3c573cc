// The <altcha-widget> element without its inline styles and workers ('altcha/external'): the CSP
// allows neither, so its stylesheet is a file and its workers are the web's own bundled files.
import 'altcha/external';
import 'altcha/altcha.css';

// The gateway's challenges are SHA proofs of work (gateway/src/verification): only that worker is needed.
const sha = () => new Worker(new URL('./sha.worker.ts', import.meta.url));
for (const hash of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(hash, sha);

/** The widget's texts in one language (its i18n store; English fills the code-challenge texts we never use). */
export function setStrings(language: string, strings: Record<string, string>) {
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings });
}
