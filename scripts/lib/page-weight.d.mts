export type PageWeight = {
  url: string;
  chunks: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
};

export function chunkPaths(html: string): string[];
export function pageWeight(url: string, headers?: Record<string, string>): Promise<PageWeight>;
export function kB(bytes: number): string;
