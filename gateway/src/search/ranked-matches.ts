import { type AnyOrama, type components, internals } from '@orama/orama';

/** What a lookup reads of a node of Orama's radix tree (a word ends at it when `e`; `d` holds its documents). */
interface WordNode {
  w: string;
  s: string;
  e: boolean;
  d: Set<number>;
  c: Map<string, WordNode>;
}

/** Orama's default BM25 parameters (its `search` fills them in the same way). */
const { k, b, d } = { k: 1.2, b: 0.75, d: 0.5 };

/**
 * The matches of Orama's `search(db, { term, properties: [property], tolerance, limit: all })` as [internal id,
 * score], in its order: score descending, then insertion order. Same tokens, words, scores (its BM25 expression,
 * words summed in the order its tree lookup yields them) and order, for less: `search` builds a hit holding the
 * whole document for every match, in an array as long as the catalogue; its tree lookup gathers each word's
 * documents into an array with an `includes` check per document, quadratic in a common word's documents; and its
 * scoring keeps a map per document of keyword counts that only other thresholds read. Here each word keeps the
 * tree's own set of documents. Tested against `search` in ranked-matches.test.ts.
 */
export function rankedMatches(
  db: AnyOrama,
  term: string,
  property: string,
  tolerance: number,
): Array<[number, number]> {
  const index = db.data.index as components.index.Index;
  const tree = index.indexes[property];
  if (tree?.type !== 'Radix') throw new Error(`${property} is not a full-text property`);
  const root = tree.node as unknown as WordNode;
  const docsCount = db.documentsStore.count(db.data.docs);
  const occurrences = index.tokenOccurrences[property];
  const frequencies = index.frequencies[property];
  const lengths = index.fieldLengths[property];
  const averageLength = index.avgFieldLength[property];
  const tokens: string[] = db.tokenizer.tokenize(term, undefined);
  // As Orama: no term at all matches every word.
  if (tokens.length === 0 && !term) tokens.push('');
  const scores = new Map<number, number>();
  for (const token of tokens) {
    const words = tolerance ? wordsWithinEdits(root, token, tolerance) : wordsStartingWith(root, token);
    for (const word of Object.keys(words)) {
      const matching = typeof occurrences[word] === 'number' ? occurrences[word] : 0;
      // Orama's BM25 (components/algorithms.ts), the same expressions: the same scores to the last bit.
      const idf = Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5));
      for (const id of words[word]) {
        const tf = frequencies?.[id]?.[word] ?? 0;
        const score = (idf * (d + tf * (k + 1))) / (tf + k * (1 - b + (b * (lengths[id] as number)) / averageLength));
        const sum = scores.get(id);
        scores.set(id, sum === undefined ? score : sum + score);
      }
    }
  }
  return [...scores].sort(([idA, scoreA], [idB, scoreB]) => (scoreA === scoreB ? idA - idB : scoreB - scoreA));
}

// The two lookups below walk the tree in the order of Orama's RadixNode.find (3.1), so that words come in the same
// order (a plain object keyed by word, as there: the order in which scores are summed).

/** Every word starting with `term` (RadixNode.find without tolerance). */
function wordsStartingWith(root: WordNode, term: string): Record<string, Set<number>> {
  const words: Record<string, Set<number>> = {};
  let node = root;
  let at = 0;
  while (at < term.length) {
    const child = node.c.get(term[at]);
    if (!child) return words;
    let same = 0;
    while (same < child.s.length && at + same < term.length && child.s[same] === term[at + same]) same++;
    if (same === child.s.length) {
      node = child;
      at += same;
    } else {
      // The term ends inside this edge: every word below it starts with the term.
      if (at + same === term.length) allWordsBelow(child, words);
      return words;
    }
  }
  allWordsBelow(node, words);
  return words;
}

/** Words within `tolerance` edits of `term`, and those starting with it (RadixNode.find with tolerance). */
function wordsWithinEdits(root: WordNode, term: string, tolerance: number): Record<string, Set<number>> {
  const words: Record<string, Set<number>> = {};
  const stack = [{ node: root, at: 0, left: tolerance }];
  while (stack.length > 0) {
    const { node, at, left } = stack.pop()!;
    if (node.w.startsWith(term)) {
      allWordsBelow(node, words);
      continue;
    }
    if (left < 0) continue;
    if (node.e && node.w && internals.boundedLevenshtein(term, node.w, tolerance).isBounded) words[node.w] = node.d;
    if (at >= term.length) continue;
    const next = term[at];
    const child = node.c.get(next);
    if (child) stack.push({ node: child, at: at + 1, left });
    stack.push({ node, at: at + 1, left: left - 1 });
    for (const [character, grandchild] of node.c) {
      stack.push({ node: grandchild, at, left: left - 1 });
      if (character !== next) stack.push({ node: grandchild, at: at + 1, left: left - 1 });
    }
  }
  return words;
}

/** Every word at or below `start`, depth first as Orama's findAllWords. */
function allWordsBelow(start: WordNode, words: Record<string, Set<number>>): void {
  const stack = [start];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.e) words[node.w] = node.d;
    if (node.c.size > 0) stack.push(...node.c.values());
  }
}
