// `npm run fonts -w web`: writes src/ui/styles/fonts/inter-latin-wght-400-800.woff2, the shop's one web font, from
// @fontsource-variable/inter's Latin file: the same characters (its unicode.json "latin" ranges), the weight axis
// cut to the 400–800 the styles use. 31 kB instead of 47 kB on every first visit (docs/adr/0021). Run it again
// after updating the package; the output is committed, so a build needs neither this script nor its tools.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const WEIGHTS = { min: 400, max: 800 };
const pkg = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'));
const out = join(import.meta.dirname, '../src/ui/styles/fonts/inter-latin-wght-400-800.woff2');

/** Every character of "U+0000-00FF,U+0131,…". */
const charactersOf = (ranges) =>
  ranges
    .split(',')
    .flatMap((range) => {
      const [first, last = first] = range.replace(/^U\+/, '').split('-');
      const [from, to] = [Number.parseInt(first, 16), Number.parseInt(last, 16)];
      return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
    })
    .join('');

const latin = JSON.parse(readFileSync(join(pkg, 'unicode.json'), 'utf8')).latin;
const font = await subsetFont(readFileSync(join(pkg, 'files/inter-latin-wght-normal.woff2')), charactersOf(latin), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
});
writeFileSync(out, font);
console.log(`${out}: ${(font.length / 1024).toFixed(1)} kB`);
