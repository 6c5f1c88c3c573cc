import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino, { type LevelWithSilent } from 'pino';
import { accessLog } from './access-log';

/** The access-log lines an app with the gateway's access log writes for `paths`, at `level`. */
async function linesFor(level: LevelWithSilent, paths: string[]): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(line) });
  const app = express();
  const log = accessLog(logger);
  if (log) app.use(log);
  app.use((_req, res) => void res.status(204).end());
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const path of paths) await fetch(`http://127.0.0.1:${port}${path}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return lines.map((line) => JSON.parse(line));
}

describe('access log', () => {
  it('writes a line per request at info, without the query string, probes left out', async () => {
    const lines = await linesFor('info', ['/graphql?variables=%7B%22key%22%3A%22order-key%22%7D', '/healthz']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/graphql' }, res: { statusCode: 204 } });
    expect(JSON.stringify(lines)).not.toContain('order-key');
  });

  it('writes nothing with the level above info', async () => {
    expect(await linesFor('warn', ['/graphql', '/graphiql'])).toEqual([]);
  });
});
