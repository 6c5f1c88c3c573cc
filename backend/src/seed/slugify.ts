// German umlauts are spelled out (für -> fuer) as German urls usually do.
const SPECIAL_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/** ASCII url slug: accents removed, lower case, words joined by dashes ("Modèles prêts" -> "modeles-prets"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (letter) => SPECIAL_LETTERS[letter])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Returns `slug`, or `slug-2`, `slug-3`… so that it is unique within `used` (which it then joins). */
export function uniqueSlug(slug: string, used: Set<string>): string {
  let candidate = slug;
  for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
  used.add(candidate);
  return candidate;
}
