// The soak's browsing visitors: each its own address, one page of the web about every 3 s.

const LOCALES = ['en', 'fr', 'de', 'es', 'pt'];
const prefix = (locale) => (locale === 'en' ? '' : `/${locale}`);

/** A visitor's pause between two pages: 3 s on average, from 1.5 to 4.5 s. */
export const think = () => new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 3000));

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * What visitors browse, per locale, read from the gateway before the soak: category and diagram urls, the
 * catalogue's page count, and search queries made of words of real titles (distinct, so that the search itself
 * is measured rather than a cached answer).
 */
export async function catalogueOf(graphql) {
  const site = {};
  for (const locale of LOCALES) {
    const data = await graphql(
      `query($locale: Locale!) {
        topLevelCategories(locale: $locale) { url }
        catalogue(locale: $locale, pageSize: 100) { total items { url title } }
      }`,
      { locale },
    );
    const words = [
      ...new Set(
        data.catalogue.items.flatMap(({ title }) =>
          title
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter((word) => word.length > 3),
        ),
      ),
    ];
    // Pairs of title words: hundreds of distinct queries, each answered by real titles.
    const queries = words.flatMap((word, index) => [word, `${word} ${words[(index * 7 + 3) % words.length]}`]);
    site[locale] = {
      categories: data.topLevelCategories.map(({ url }) => url),
      diagrams: data.catalogue.items.map(({ url }) => url),
      cataloguePages: Math.max(1, Math.ceil(data.catalogue.total / 24)),
      queries,
    };
  }
  return site;
}

/** A page a visitor might open next: home, a category, a diagram, a catalogue page or a search. */
function nextPage(site) {
  const locale = pick(LOCALES);
  const { categories, diagrams, cataloguePages, queries } = site[locale];
  const kind = pick(['home', 'category', 'diagram', 'diagram', 'catalogue', 'search']);
  if (kind === 'home') return `${prefix(locale)}/`;
  if (kind === 'category') return `${prefix(locale)}/category/${encodeURIComponent(pick(categories))}/`;
  if (kind === 'diagram') return `${prefix(locale)}/diagrams/${encodeURIComponent(pick(diagrams))}/`;
  if (kind === 'catalogue') return `${prefix(locale)}/catalog/?page=${1 + Math.floor(Math.random() * cataloguePages)}`;
  // As typed in the search box: the web sends it on to the query's own address.
  const query = queries.length ? queries.shift() : 'diagram';
  return `${prefix(locale)}/s/?query=${encodeURIComponent(query)}`;
}

/**
 * Opens once, before the clock starts, the pages every visitor shares (home, top-level categories, the first
 * catalogue pages, in each locale), as a live shop has them rendered and cached long before any soak: the run then
 * measures a shop in service rather than its first minute. One search per locale builds that locale's search index,
 * which a shop in service has too (its first build reads every diagram of the locale). Diagram pages and the other
 * searches stay cold, as most are live.
 */
export async function warmUp({ web, site }) {
  const paths = LOCALES.flatMap((locale) => [
    `${prefix(locale)}/`,
    ...site[locale].categories.map((url) => `${prefix(locale)}/category/${encodeURIComponent(url)}/`),
    ...[1, 2, 3].map((page) => `${prefix(locale)}/catalog/?page=${page}`),
    `${prefix(locale)}/s/?query=${encodeURIComponent(site[locale].queries[0])}`,
  ]);
  // A few at a time: what a handful of early visitors would ask at once.
  const next = () => paths.shift();
  const worker = async () => {
    for (let path = next(); path; path = next())
      await fetch(`${web}${path}`, { headers: { 'x-forwarded-for': '10.255.0.1' } }).then((response) =>
        response.arrayBuffer(),
      );
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** One visitor from `address` browsing `web` until `until()` is false; every request goes through `fetch`. */
export async function browse({ web, address, site, fetch, until }) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
  while (until()) {
    await fetch(`${web}${nextPage(site)}`, { headers: { 'x-forwarded-for': address } }).catch(() => {});
    await think();
  }
}

/** What a diagram page shows above its slide list (web/src/features/catalogue/diagram/DiagramPage.tsx). */
const SLIDE_LIST = 'id="slides-title"';

/**
 * Of the diagram pages at `urls` (rendered during the outage, some from the gateway's copy without slides), those
 * still shown without their slide list: each is asked once, which refreshes a page past its lifetime in the
 * background, then again once that refresh had time to finish.
 */
export async function diagramsWithoutSlides(urls) {
  const get = (url) => fetch(url, { headers: { 'x-forwarded-for': '10.255.0.2' } }).then((response) => response.text());
  for (const url of urls) await get(url);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const pages = await Promise.all(urls.map(get));
  return urls.filter((_, index) => !pages[index].includes(SLIDE_LIST));
}
