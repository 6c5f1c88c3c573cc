/** Request header carrying the visitor's path, set by the proxy: not-found pages receive no params. */
export const PATHNAME_HEADER = 'x-pathname';
