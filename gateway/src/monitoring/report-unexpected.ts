/**
 * Hands an unexpected error (the gateway's 5xx, never a client's mistake) to error reporting; `fingerprint`, when
 * given, groups its reports as one issue.
 */
export type ReportUnexpected = (error: unknown, tags: Record<string, string>, fingerprint?: string[]) => void;
