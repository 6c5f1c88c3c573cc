import { loadConfig } from '../../src/config';
import { createServer } from '../../src/server';

interface GraphQLResponse {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

export interface TestGateway {
  url: string;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse>;
  getJson(path: string): Promise<{ status: number; body: unknown }>;
  getText(path: string): Promise<string>;
  /** Prometheus text from the internal metrics port. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a gateway in this process on a free port, pointed at `contentApiUrl`, with its own in-memory
 * cache unless `env` sets REDIS_URL, and cheap ALTCHA challenges. LOG_LEVEL shows its logs.
 */
export async function startGateway(contentApiUrl: string, env: Record<string, string> = {}): Promise<TestGateway> {
  const config = loadConfig({
    CONTENT_API_URL: contentApiUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // Proofs of work cheap enough to solve before each register, forgotPassword and form in the tests.
    ALTCHA_MAX_NUMBER: '2000',
    ...env,
  });
  const gateway = await createServer(config);
  const { port } = await gateway.listen();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GraphQLResponse['body'] };
    },
    async getJson(path) {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, body: await response.json() };
    },
    async getText(path) {
      return (await fetch(`${url}${path}`)).text();
    },
    metrics: async () => (await fetch(`http://127.0.0.1:${gateway.metricsAddress().port}/metrics`)).text(),
    close: () => gateway.close(),
  };
}
