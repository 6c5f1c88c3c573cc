import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat message as the OpenAI chat completions API carries it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
}

/** What the server answers to a request: a tool call, text, or a way of failing. */
export type ModelTurn =
  | { toolCall: { name: string; arguments: Record<string, unknown> } }
  | { text: string }
  | { delayMs: number; text: string }
  | { garbage: string };

/**
 * A local OpenAI-compatible endpoint (POST /v1/chat/completions, no streaming), answering with what `script`
 * returns for the messages it received, and keeping every request for the test to read.
 */
export class OpenAICompatibleServer {
  readonly requests: Array<{ model: string; messages: ChatMessage[]; tools?: unknown[] }> = [];
  private readonly server: http.Server;
  private readonly delayed = new Set<NodeJS.Timeout>();

  constructor(private readonly script: (messages: ChatMessage[]) => ModelTurn) {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => this.answer(request.url ?? '', body, response));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    for (const timer of this.delayed) clearTimeout(timer);
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(url: string, body: string, response: http.ServerResponse): void {
    if (url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const request = JSON.parse(body);
    this.requests.push(request);
    const turn = this.script(request.messages);
    if ('garbage' in turn) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(turn.garbage);
      return;
    }
    const message =
      'toolCall' in turn
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${this.requests.length}`,
                type: 'function',
                function: { name: turn.toolCall.name, arguments: JSON.stringify(turn.toolCall.arguments) },
              },
            ],
          }
        : { role: 'assistant', content: turn.text };
    const completion = {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message, finish_reason: 'toolCall' in turn ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    if (!('delayMs' in turn)) {
      send();
      return;
    }
    const timer = setTimeout(() => {
      this.delayed.delete(timer);
      send();
    }, turn.delayMs);
    this.delayed.add(timer);
  }
}
