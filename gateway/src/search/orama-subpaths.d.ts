// @orama/stemmers and @orama/stopwords export their languages as subpaths whose "types" condition points at
// ESM declarations, which TypeScript refuses under CommonJS resolution; these are their (CommonJS) shapes.
declare module '@orama/stemmers/*' {
  export function stemmer(word: string): string;
  export const language: string;
}

declare module '@orama/stopwords/*' {
  export const stopwords: string[];
}
