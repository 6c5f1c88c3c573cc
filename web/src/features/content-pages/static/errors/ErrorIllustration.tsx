import type { ReactNode } from 'react';
import type { ErrorKind } from './errorPages';
import styles from './ErrorIllustration.module.css';

/** What the slide on the easel shows for each error. */
const SYMBOLS: Record<ErrorKind, ReactNode> = {
  // An hourglass: too many requests, wait a moment.
  rateLimit: (
    <>
      <path d="M140 60h40M140 140h40" />
      <path d="M146 60l14 40-14 40M174 60l-14 40 14 40" />
      <path d="M152 134h16l-8-12z" fill="currentColor" />
    </>
  ),
  // A padlock: not public.
  forbidden: (
    <>
      <rect x="132" y="92" width="56" height="46" rx="8" />
      <path d="M142 92V80a18 18 0 0 1 36 0v12" />
      <path d="M160 110v10" strokeWidth="6" />
    </>
  ),
  // A magnifying glass over an empty slide: nothing here.
  notFound: (
    <>
      <circle cx="154" cy="94" r="26" />
      <path d="M173 113l20 20" strokeWidth="8" />
      <path d="M147 87l14 14M161 87l-14 14" />
    </>
  ),
  // A broken chart line: an unexpected error.
  serverError: (
    <>
      <path d="M112 128l26-30 18 16 10-12" />
      <path d="M178 90l8-10 22 20" />
      <path d="M168 72l6 12M182 70l-4 12" strokeWidth="3" />
    </>
  ),
};

/** Decorative: a presentation easel whose slide shows the error's symbol. */
export function ErrorIllustration({ kind, className }: { kind: ErrorKind; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <ellipse className={styles.ground} cx="160" cy="206" rx="110" ry="8" />
      <path className={styles.legs} d="M160 176v28M160 176l-40 30M160 176l40 30" />
      <rect className={styles.board} x="72" y="26" width="176" height="150" rx="12" />
      <path className={styles.titleBar} d="M84 26h152a12 12 0 0 1 12 12v10H72V38a12 12 0 0 1 12-12z" />
      <circle className={styles.dot} cx="88" cy="37" r="3" />
      <circle className={styles.dot} cx="99" cy="37" r="3" />
      <g className={styles.symbol}>{SYMBOLS[kind]}</g>
    </svg>
  );
}
