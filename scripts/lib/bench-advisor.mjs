// Issue 11's advisor figure for `npm run bench`: the embedded advisor's answer p95 at 10 clients (target ≤ 150 ms),
// over the whole seeded catalogue, each message from another visitor, in the five languages.

const ADVISE = `mutation Advise($locale: Locale!, $message: String!) {
  advise(locale: $locale, message: $message) {
    mode kind constraints { topic count maxPrice currency style }
    diagrams { legacyId url title price { amount currency } image { url width height } }
  }
}`;

/** Vague and constrained messages, as the fixed test set has them (gateway/test/advisor-requests.ts). */
const MESSAGES = [
  ['en', 'I need a five-step process flow for onboarding'],
  ['en', 'something under $10 with a dark style'],
  ['en', 'cycle diagram with at least 10 slides'],
  ['fr', "carte de l'Europe modifiable"],
  ['fr', 'icônes de personnes à moins de 20 euros'],
  ['de', 'Gantt-Diagramm über zwölf Monate'],
  ['de', 'ich brauche etwas für meine Präsentation'],
  ['es', 'gráfico de barras dibujado a mano'],
  ['es', 'diagrama de proceso por menos de 15 €'],
  ['pt', 'uma pirâmide minimalista'],
];

/** `tools`: the bench's graphql(gateway, query, variables), load(options), gqlRequest(query, variables), row(…). */
export async function benchAdvisor({ gateway, tools }) {
  const { graphql, load, gqlRequest, row } = tools;
  // Warm: each language's search index and catalogue facts are built by its first message.
  for (const [locale, message] of MESSAGES) {
    const { advise } = await graphql(gateway, ADVISE, { locale, message });
    if (advise.mode !== 'EMBEDDED') throw new Error(`advise answered in ${advise.mode} mode`);
  }
  const failures = [];
  let next = 0;
  const request = gqlRequest(ADVISE, {});
  const advise = await load({
    url: gateway,
    connections: 10,
    requests: [
      {
        ...request,
        setupRequest: (sent) => {
          const [locale, message] = MESSAGES[next++ % MESSAGES.length];
          return {
            ...request.setupRequest(sent),
            body: JSON.stringify({ query: ADVISE, variables: { locale, message } }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200 || JSON.parse(body).errors) failures.push(body);
        },
      },
    ],
  });
  if (failures.length > 0) throw new Error(`advise: ${failures.length} answers with errors: ${failures[0]}`);
  row('embedded advisor p95, 10 clients', `${advise.p95} ms`, '≤ 150 ms', advise.p95 <= 150);
}
