// altcha-lib's package.json names only ESM declarations through "exports", which TypeScript cannot follow under
// the gateway's CommonJS resolution; its CommonJS build (what Node loads here) ships the same declarations.
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}

declare module 'altcha-lib/algorithms/sha' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/sha';
}
