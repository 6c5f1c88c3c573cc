/**
 * Deterministic pseudo-random numbers (mulberry32) so that every seed run
 * produces exactly the same catalogue, ids and preview images.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** A Strapi-style document id (24 chars, cuid2 alphabet, starting with a letter). */
  documentId(): string {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const alphabet = `${letters}0123456789`;
    let id = letters[this.int(0, letters.length - 1)];
    while (id.length < 24) id += alphabet[this.int(0, alphabet.length - 1)];
    return id;
  }
}
