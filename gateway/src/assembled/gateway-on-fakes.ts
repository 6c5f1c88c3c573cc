import pino from 'pino';
import { type Config, loadConfig } from '../config';
import { createServer } from '../server';
import { type FakeUpstreams, startFakeUpstreams } from '../graphql/__fixtures__/fake-shop';

interface GraphQLReply {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, any> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

export interface GatewayOnFakes {
  url: string;
  upstreams: FakeUpstreams;
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLReply>;
  /** Prometheus text from the internal metrics port. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}

/** The whole gateway on a real port, against a fake shop and a fake content backend on real ports. */
export async function startGatewayOnFakes(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<GatewayOnFakes> {
  const upstreams = await startFakeUpstreams();
  const config = loadConfig({
    CONTENT_API_URL: upstreams.contentUrl,
    SHOP_API_URL: upstreams.shopUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    ...env,
  });
  const gateway = await createServer({ ...config, ...overrides }, pino({ level: 'silent' }));
  const url = `http://127.0.0.1:${(await gateway.listen()).port}`;
  return {
    url,
    upstreams,
    async graphql(query, variables = {}, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as GraphQLReply['body'],
      };
    },
    metrics: async () => (await fetch(`http://127.0.0.1:${gateway.metricsAddress().port}/metrics`)).text(),
    async close() {
      await gateway.close();
      await upstreams.close();
    },
  };
}
