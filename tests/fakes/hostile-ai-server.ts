/**
 * A loopback AI endpoint that attacks its caller (tests only), speaking just enough of the OpenAI-compatible API to
 * be called: `/huge/v1` answers every chat completion with an endless JSON body (or, streamed, an endless stream of
 * deltas that start with a NUL byte); `/broken/v1` answers 500 with an internal-looking body. It counts the
 * requests it received and the bytes it sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostileAiServer = {
  url: (mode: 'huge' | 'broken') => string;
  requests: () => number;
  bytesSent: () => number;
  close: () => Promise<void>;
};

export async function startHostileAiServer(): Promise<HostileAiServer> {
  let requests = 0;
  let bytesSent = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests += 1;
      if (request.url?.startsWith('/broken/')) {
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'internal admin panel at 10.0.0.5:8080 exploded' } }));
      }
      const streamed = (JSON.parse(body || '{}') as { stream?: boolean }).stream === true;
      response.writeHead(200, { 'content-type': streamed ? 'text/event-stream' : 'application/json' });
      const write = (text: string) => {
        bytesSent += Buffer.byteLength(text);
        return response.write(text);
      };
      let first = true;
      const piece = () => {
        if (!streamed) return `"${'A'.repeat(64 * 1024)}",`;
        const content = first ? 'Hello\u0000 world. ' : 'more words of an answer that never ends. '.repeat(40);
        first = false;
        const event = {
          id: 'x',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'm',
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        };
        return `data: ${JSON.stringify(event)}\n\n`;
      };
      if (!streamed)
        write('{"id":"x","choices":[{"index":0,"message":{"role":"assistant","content":"OK"}}],"padding":[');
      const pump = () => {
        while (!response.destroyed && write(piece()));
      };
      response.on('drain', pump);
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (mode) => `http://127.0.0.1:${port}/${mode}/v1`,
    requests: () => requests,
    bytesSent: () => bytesSent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
