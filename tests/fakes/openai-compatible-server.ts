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
import { deflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 64×64 PNG: a soft rose-to-amber gradient (what the fake "draws"). */
export function fakeIllustrationPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * (size - 1));
      rows.push(Math.round(214 + 26 * t), Math.round(160 + 40 * t), Math.round(170 - 60 * t));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type ImageRequest = { model: string; prompt: string; n?: number; size?: string };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => (typeof part === 'object' && part && 'text' in part ? String(part.text) : ''))
      .join('');
  return '';
}

/**
 * The formula wizard's structure from its prompt: up to three candidates per note, limited ones at 40% of their maximum,
 * plus one line with a reference that is not in the list (which the server must leave out).
 */
function wizardStructure(prompt: string) {
  const candidates = [...prompt.matchAll(/^(M\d+) \| (.+?) \| (top|heart|base|note unknown) \| ([^|]+) \|/gm)].map(
    (match) => ({ ref: match[1]!, tier: match[3]!, max: /at most ([\d.]+)%/.exec(match[4]!)?.[1] }),
  );
  const chosen = (['top', 'heart', 'base'] as const).flatMap((tier) =>
    candidates
      .filter((candidate) => candidate.tier === tier)
      .slice(0, 3)
      .map((candidate) => ({ ...candidate, tier })),
  );
  // Limited lines at 40% of their maximum; the unlimited ones share what is left, so the shares add up to 100.
  const limited = chosen.filter((candidate) => candidate.max !== undefined);
  const limitedTotal = limited.reduce((sum, candidate) => sum + Number(candidate.max) * 0.4, 0);
  const free = chosen.length - limited.length;
  const lines = chosen.map((candidate) => ({
    ref: candidate.ref,
    tier: candidate.tier,
    percent: candidate.max === undefined ? (100 - limitedTotal) / Math.max(1, free) : Number(candidate.max) * 0.4,
  }));
  return {
    lines: [...lines, { ref: `M${candidates.length + 7}`, tier: 'base', percent: 5 }],
    rationale: 'A bright opening over a soft heart, grounded by the family’s base notes.',
  };
}

/** The built-in scenario: what a cooperative local model would answer. */
export function defaultReply(request: ChatRequest): FakeReply {
  if (request.response_format && request.response_format.type !== 'text') {
    const prompt = request.messages.map((message) => textOf(message.content)).join('\n');
    if (prompt.includes('Candidates (reference |')) return { json: wizardStructure(prompt) };
    // Classification and duplicates: M1 sure, M2 unsure (under the threshold); M1–M2 a likely duplicate (said twice,
    // once reversed), M1 with itself, and M1–M3 unsure.
    if (prompt.includes('Classify these perfumery materials')) {
      const refs = [...prompt.matchAll(/^(M\d+) \|/gm)].map((match) => match[1]!);
      return {
        json: {
          classifications: refs.slice(0, 2).map((ref, index) => ({
            ref,
            odourFamily: index === 0 ? 'Floral' : 'Woody',
            notePosition: index === 0 ? 'heart' : 'base',
            confidence: index === 0 ? 0.9 : 0.5,
          })),
          duplicates: [
            { a: 'M1', b: 'M2', confidence: 0.8, reason: 'Same CAS number' },
            { a: 'M2', b: 'M1', confidence: 0.85, reason: 'Same CAS number, two names' },
            { a: 'M1', b: 'M1', confidence: 1, reason: 'itself' },
            { a: 'M1', b: 'M3', confidence: 0.6, reason: 'Similar odour' },
          ],
        },
      };
    }
    // News analysis: one brand and one material that may be in the article, and one of each that never is.
    if (prompt.includes('Analyse this news item'))
      return {
        json: {
          summary: 'A launch built around iris.',
          relevance: 0.9,
          sentiment: 'positive',
          materials: ['iris', 'ambroxan'],
          brands: ['Guerlain', 'Maison Inventée'],
        },
      };
    const name = /Material: (.+)/.exec(prompt)?.[1]?.trim() ?? 'this material';
    return {
      json: {
        toxicology: {
          text: `${name}: a skin sensitiser once oxidised; keep antioxidised and check the supplier's safety data sheet.`,
          confidence: 0.7,
        },
        odourProfile: { text: `${name}: fresh, floral, slightly woody and citrus.`, confidence: 0.85 },
        supplierPricing: {
          text: 'Widely available from the large aroma-chemical houses; ask suppliers for current prices.',
          confidence: 0.4,
        },
        usageNotes: {
          text: 'Used from traces to large doses in floral and citrus accords; stable in most bases.',
          confidence: 0.75,
        },
      },
    };
  }
  const last = request.messages.at(-1);
  const tools = new Set((request.tools ?? []).map((tool) => tool.function.name));
  const allText = request.messages.map((message) => textOf(message.content)).join('\n');
  if (last?.role === 'user' && tools.has('runComplianceReport') && /complian/i.test(textOf(last.content))) {
    const formulaId = /formula(?: id)?[:\s]+([0-9a-f-]{36})/i.exec(allText)?.[1];
    if (formulaId) return { toolCalls: [{ name: 'runComplianceReport', arguments: { formulaId } }] };
  }
  if (last?.role === 'tool') {
    const previousCall = [...request.messages].reverse().find((message) => message.tool_calls?.length)
      ?.tool_calls?.[0]?.function;
    const result = (() => {
      try {
        return JSON.parse(textOf(last.content)) as Record<string, unknown>;
      } catch {
        return {};
      }
    })();
    if (
      previousCall?.name === 'runComplianceReport' &&
      Array.isArray(result.reductions) &&
      result.reductions.length > 0 &&
      tools.has('proposeFormulaChange')
    ) {
      const args = JSON.parse(previousCall.arguments) as { formulaId: string };
      return {
        toolCalls: [
          {
            name: 'proposeFormulaChange',
            arguments: {
              formulaId: args.formulaId,
              rationale: 'Lower the lines that exceed their IFRA limit to below their maximum.',
              changes: (result.reductions as { rowId: string; suggestedAmount: number }[]).map((reduction) => ({
                rowId: reduction.rowId,
                newAmount: reduction.suggestedAmount,
              })),
            },
          },
        ],
      };
    }
    if (previousCall?.name === 'proposeFormulaChange') {
      return result.offered
        ? { text: 'I proposed a rebalance that the compliance engine re-checked: apply it or discard it below.' }
        : {
            text: `I do not know a compliant change yet: ${String(result.reason ?? 'the engine refused it')} ${JSON.stringify(result.stillFailing ?? [])}`,
          };
    }
    if (previousCall?.name === 'runComplianceReport') {
      return {
        text: result.limitsMet
          ? 'The compliance engine finds this formula within its IFRA limits for its category.'
          : 'The compliance engine finds limits exceeded, and I do not know a change that fixes them.',
      };
    }
    return { text: 'Here is what I found.' };
  }
  return {
    text: 'I do not know: I can search your materials, read a material or one of your formulas, and check a formula against IFRA and EU rules.',
  };
}

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
