/**
 * A loopback fake of an OpenAI-compatible chat completions API (what Ollama, LM Studio and vLLM serve), for tests
 * and for trying the AI features beside `npm run dev` without a real provider:
 *
 *   node tests/fakes/openai-compatible-server.ts --port 11435
 *   then Settings → AI → OpenAI-compatible endpoint, base URL http://127.0.0.1:11435/v1
 *
 * It answers POST /v1/chat/completions (plain and streaming SSE), with structured output (JSON) when the request
 * asks for a response_format, with tool calls, and with usage numbers. Scripted replies (tests) come first;
 * without one the built-in scenario answers: a formula structure for the wizard's prompt, a news analysis, an enrichment for any other
 * structured-output request, and for the assistant a compliance check followed by a rebalance proposal when asked to make a formula compliant.
 * POST /v1/images/generations answers with a small real PNG (b64_json) and token usage, as gpt-image-1 does.
 * GET /__fake/requests lists what it received; POST /__fake/reset clears it; POST /__fake/script queues replies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultReply } from './fake-default-reply.ts';
import { fakeIllustrationPng } from './fake-illustration-png.ts';

export type FakeToolCall = { name: string; arguments: Record<string, unknown> };
export type FakeReply = {
  text?: string;
  json?: unknown;
  toolCalls?: FakeToolCall[];
  usage?: { prompt: number; completion: number };
  status?: number;
  delayMs?: number;
};

type ChatMessage = {
  role: string;
  content?: unknown;
  tool_calls?: { function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  tools?: { function: { name: string } }[];
  response_format?: { type: string; json_schema?: { schema?: unknown } };
};

const DEFAULT_USAGE = { prompt: 120, completion: 40 };

export type ImageRequest = { model: string; prompt: string; n?: number; size?: string };

export type FakeServer = {
  url: string;
  port: number;
  requests: ChatRequest[];
  /** The Authorization header of each chat request ('' when none), in order. */
  authorizations: string[];
  /** The image generation requests received, in order. */
  imageRequests: ImageRequest[];
  /** Replies used, in order, before the built-in scenario. */
  script: (...replies: FakeReply[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

function chunk(
  id: string,
  model: string,
  delta: Record<string, unknown>,
  finish: string | null,
  usage?: FakeReply['usage'],
) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: delta || finish ? [{ index: 0, delta, finish_reason: finish }] : [],
    ...(usage
      ? {
          usage: {
            prompt_tokens: usage.prompt,
            completion_tokens: usage.completion,
            total_tokens: usage.prompt + usage.completion,
          },
        }
      : {}),
  })}\n\n`;
}

function answer(response: http.ServerResponse, request: ChatRequest, reply: FakeReply): void {
  const id = `chatcmpl-fake-${Math.random().toString(36).slice(2, 10)}`;
  const usage = reply.usage ?? DEFAULT_USAGE;
  if (reply.status && reply.status >= 400) {
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'fake provider error', type: 'invalid_request_error' } }));
    return;
  }
  const content = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? null);
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    index,
    id: `call_${index}_${id.slice(-6)}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
  const finish = toolCalls.length > 0 ? 'tool_calls' : 'stop';
  if (!request.stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
            finish_reason: finish,
          },
        ],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          total_tokens: usage.prompt + usage.completion,
        },
      }),
    );
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  response.write(chunk(id, request.model, { role: 'assistant', content: '' }, null));
  if (content) {
    // Word by word, as a real model streams.
    for (const piece of content.match(/\S+\s*|\s+/g) ?? [])
      response.write(chunk(id, request.model, { content: piece }, null));
  }
  for (const call of toolCalls) response.write(chunk(id, request.model, { tool_calls: [call] }, null));
  response.write(chunk(id, request.model, {}, finish));
  response.write(chunk(id, request.model, null as unknown as Record<string, unknown>, null, usage));
  response.write('data: [DONE]\n\n');
  response.end();
}

export async function startFakeOpenAiServer(options: { port?: number; host?: string } = {}): Promise<FakeServer> {
  const requests: ChatRequest[] = [];
  const imageRequests: ImageRequest[] = [];
  const authorizations: string[] = [];
  const queue: FakeReply[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (part: Buffer) => chunks.push(part));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'GET' && path.endsWith('/models')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }] }),
        );
        return;
      }
      if (path === '/__fake/requests') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(requests));
        return;
      }
      if (request.method === 'POST' && path === '/__fake/reset') {
        requests.length = 0;
        imageRequests.length = 0;
        authorizations.length = 0;
        queue.length = 0;
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'POST' && path === '/__fake/script') {
        queue.push(...(JSON.parse(body || '[]') as FakeReply[]));
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'POST' && path.endsWith('/images/generations')) {
        const parsed = JSON.parse(body || '{}') as ImageRequest;
        imageRequests.push(parsed);
        authorizations.push(request.headers.authorization ?? '');
        const scripted = queue.shift();
        if (scripted?.status && scripted.status >= 400) {
          response.writeHead(scripted.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'fake provider error', type: 'invalid_request_error' } }));
          return;
        }
        const b64 = fakeIllustrationPng().toString('base64');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            created: Math.floor(Date.now() / 1000),
            data: Array.from({ length: parsed.n ?? 1 }, () => ({ b64_json: b64 })),
            usage: { input_tokens: 50, output_tokens: 272, total_tokens: 322 },
          }),
        );
        return;
      }
      if (request.method === 'POST' && path.endsWith('/chat/completions')) {
        let parsed: ChatRequest;
        try {
          parsed = JSON.parse(body) as ChatRequest;
        } catch {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'invalid JSON' } }));
          return;
        }
        requests.push(parsed);
        authorizations.push(request.headers.authorization ?? '');
        const scripted = queue.shift();
        // A scripted reply with neither content nor an error (only a delay, say) answers as the built-in scenario.
        const reply =
          scripted &&
          (scripted.text !== undefined || scripted.json !== undefined || scripted.toolCalls || scripted.status)
            ? scripted
            : { ...defaultReply(parsed), ...scripted };
        if (reply.delayMs) setTimeout(() => answer(response, parsed, reply), reply.delayMs);
        else answer(response, parsed, reply);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `no route ${request.method} ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    imageRequests,
    authorizations,
    script: (...replies) => queue.push(...replies),
    reset: () => {
      requests.length = 0;
      imageRequests.length = 0;
      authorizations.length = 0;
      queue.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 11435;
  const fake = await startFakeOpenAiServer({ port });
  console.log(`Fake OpenAI-compatible server on ${fake.url} (Settings → AI → base URL)`);
}
