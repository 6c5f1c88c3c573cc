// After codegen writes a module of string documents (codegen.ts): each `new TypedDocumentString(…)` marked
// /* @__PURE__ */, so that bundlers drop the documents a page does not use (a constructor call is otherwise kept,
// as if it had side effects). Codegen's hook passes the written file's path.
import { readFileSync, writeFileSync } from 'node:fs';

for (const path of process.argv.slice(2).filter((file) => file.endsWith('graphql.ts'))) {
  const text = readFileSync(path, 'utf8');
  writeFileSync(
    path,
    text.replaceAll(/(?<!\/\* @__PURE__ \*\/ )new TypedDocumentString\(/g, '/* @__PURE__ */ new TypedDocumentString('),
  );
}
