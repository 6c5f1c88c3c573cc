import { type AnyOrama, type components, internals } from '@orama/orama';

/** What a lookup reads of a node of Orama's radix tree (a word ends at it when `e`; `d` holds its documents). */
interface WordNode {
  w: string;
  s: string;
  e: boolean;
  d: Set<number>;
  c: Map<string, WordNode>;
}

/** A word's documents (internal ids, in the tree's order) and each one's BM25 score for that word. */
interface Postings {
  ids: Int32Array;
  scores: Float64Array;
}

/** Orama's default BM25 parameters (its `search` fills them in the same way). */
const { k, b, d } = { k: 1.2, b: 0.75, d: 0.5 };

/**
 * The matches of Orama's `search(db, { term, properties: [property], tolerance, limit: all })`, in its order: score
 * descending, then insertion order. Same tokens, words, scores (its BM25 expression, words summed in the order its
 * tree lookup yields them) and order, for less: `search` builds a hit holding the whole document for every match, in
 * an array as long as the catalogue; its tree lookup gathers each word's documents into an array with an `includes`
 * check per document, quadratic in a common word's documents; and its scoring keeps a map per document of keyword
 * counts that only other thresholds read. Here a word's score in each of its documents is computed once, the first
 * time a search reaches the word (it depends on the index alone, which never changes once built: a content change
 * builds another; the copies take no more room than the tree's own sets), and a search adds those up in one array.
 * Tested against `search` in ranked-matches.test.ts.
 */
export class RankedMatches {
  private readonly root: Record<string, WordNode> = {};
  private readonly postings: Record<string, Map<string, Postings>> = {};
  /** Per search, indexed by internal id: the sum so far, and the search that last touched it (no clearing). */
  private readonly sums: Float64Array;
  private readonly touchedBy: Uint32Array;
  private search = 0;

  constructor(
    private readonly db: AnyOrama,
    properties: readonly string[],
  ) {
    const index = db.data.index as components.index.Index;
    for (const property of properties) {
      const tree = index.indexes[property];
      if (tree?.type !== 'Radix') throw new Error(`${property} is not a full-text property`);
      this.root[property] = tree.node as unknown as WordNode;
      this.postings[property] = new Map();
    }
    // Internal ids count from 1.
    const ids = db.internalDocumentIDStore.internalIdToId.length + 1;
    this.sums = new Float64Array(ids);
    this.touchedBy = new Uint32Array(ids);
  }

  /** The words of `term` as Orama's search looks them up, for ranked(); one tokenization for several lookups. */
  tokens(term: string): string[] {
    const tokens: string[] = this.db.tokenizer.tokenize(term, undefined);
    // As Orama: no term at all matches every word.
    if (tokens.length === 0 && !term) tokens.push('');
    return tokens;
  }

  /**
   * The internal ids of the documents whose `property` matches the term of `tokens` (tokens(term)), best first,
   * leaving out those whose entry in `except` is set (ranked by an earlier lookup: fewer to sort).
   */
  ranked(tokens: readonly string[], property: string, tolerance: number, except?: Uint8Array): Int32Array {
    const root = this.root[property];
    if (!root) throw new Error(`${property} is not a full-text property of this ranker`);
    // The counter wraps as the array's type does: cleared once every 2^32 searches.
    if (this.search === 0xffff_ffff) {
      this.touchedBy.fill(0);
      this.search = 0;
    }
    const search = ++this.search;
    const { sums, touchedBy } = this;
    const matched: number[] = [];
    for (const token of tokens) {
      const words = tolerance ? wordsWithinEdits(root, token, tolerance) : wordsStartingWith(root, token);
      for (const word of Object.keys(words)) {
        const { ids, scores } = this.postingsOf(property, word, words[word]);
        for (let at = 0; at < ids.length; at++) {
          const id = ids[at];
          if (touchedBy[id] === search) sums[id] += scores[at];
          else {
            touchedBy[id] = search;
            sums[id] = scores[at];
            matched.push(id);
          }
        }
      }
    }
    const kept = except ? matched.filter((id) => except[id] === 0) : matched;
    return Int32Array.from(kept).sort((idA, idB) => (sums[idA] === sums[idB] ? idA - idB : sums[idB] - sums[idA]));
  }

  private postingsOf(property: string, word: string, documents: Set<number>): Postings {
    const known = this.postings[property].get(word);
    if (known) return known;
    const index = this.db.data.index as components.index.Index;
    const docsCount = this.db.documentsStore.count(this.db.data.docs);
    const occurrences = index.tokenOccurrences[property];
    const frequencies = index.frequencies[property];
    const lengths = index.fieldLengths[property];
    const averageLength = index.avgFieldLength[property];
    const matching = typeof occurrences[word] === 'number' ? occurrences[word] : 0;
    // Orama's BM25 (components/algorithms.ts), the same expressions: the same scores to the last bit.
    const idf = Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5));
    const ids = Int32Array.from(documents);
    const scores = Float64Array.from(ids, (id) => {
      const tf = frequencies?.[id]?.[word] ?? 0;
      return (idf * (d + tf * (k + 1))) / (tf + k * (1 - b + (b * (lengths[id] as number)) / averageLength));
    });
    const postings = { ids, scores };
    this.postings[property].set(word, postings);
    return postings;
  }
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
