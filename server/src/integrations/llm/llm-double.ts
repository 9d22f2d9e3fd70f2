import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the model should answer next: text, a tool call, or an HTTP error. */
type LlmDoubleStep =
  | { text: string }
  | { tool: string; input: Record<string, unknown> }
  | { status: number; error: string };

/** One request the double received, as the vendor would have received it. */
interface LlmDoubleRequest {
  api: 'openai-chat' | 'anthropic-messages';
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    system?: unknown;
    messages?: { role: string; content: unknown }[];
    tools?: unknown[];
  };
}

export interface LlmDouble {
  /** Base URL without the version: OpenAI clients take `${url}/v1`, Anthropic's `${url}/v1` too. */
  url: string;
  requests: LlmDoubleRequest[];
  /** Queue the next answers, in order; with none queued the double answers "OK." */
  answer(...steps: LlmDoubleStep[]): void;
  close(): Promise<void>;
}

const usageOpenAi = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
const usageAnthropic = { input_tokens: 10, output_tokens: 5 };

/** OpenAI's chat-completions answer (https://platform.openai.com/docs/api-reference/chat/object). */
function openAiChatCompletion(step: Exclude<LlmDoubleStep, { status: number }>, model: string, n: number) {
  const message =
    'text' in step
      ? { role: 'assistant', content: step.text, refusal: null }
      : {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${n}`,
              type: 'function',
              function: { name: step.tool, arguments: JSON.stringify(step.input) },
            },
          ],
        };
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: 'text' in step ? 'stop' : 'tool_calls' }],
    usage: usageOpenAi,
  };
}

/** Anthropic's messages answer (https://docs.anthropic.com/en/api/messages). */
function anthropicMessage(step: Exclude<LlmDoubleStep, { status: number }>, model: string, n: number) {
  const content =
    'text' in step
      ? [{ type: 'text', text: step.text }]
      : [{ type: 'tool_use', id: `toolu_${n}`, name: step.tool, input: step.input }];
  return {
    id: `msg_${n}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: 'text' in step ? 'end_turn' : 'tool_use',
    stop_sequence: null,
    usage: usageAnthropic,
  };
}

/**
 * A local stand-in for the LLM vendors at their HTTP boundary: OpenAI's `POST /v1/chat/completions` (also what
 * OpenAI-compatible servers such as Ollama or vLLM speak) and Anthropic's `POST /v1/messages`, non-streaming, in
 * their documented wire formats, on 127.0.0.1 and a free port. Tests queue the answers and read the requests.
 */
export async function startLlmDouble(): Promise<LlmDouble> {
  const requests: LlmDoubleRequest[] = [];
  const queue: LlmDoubleStep[] = [];
  let count = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const api =
        req.url === '/v1/chat/completions'
          ? 'openai-chat'
          : req.url === '/v1/messages'
            ? 'anthropic-messages'
            : undefined;
      if (req.method !== 'POST' || !api) return send(404, { error: { message: `No route ${req.url}` } });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as LlmDoubleRequest['body'];
      requests.push({ api, path: req.url ?? '', headers: req.headers, body });
      count += 1;
      const step = queue.shift() ?? { text: 'OK.' };
      if ('status' in step) {
        return api === 'openai-chat'
          ? send(step.status, { error: { message: step.error, type: 'server_error', code: null } })
          : send(step.status, { type: 'error', error: { type: 'api_error', message: step.error } });
      }
      const model = body.model ?? 'unknown';
      send(
        200,
        api === 'openai-chat'
          ? openAiChatCompletion(step, model, count)
          : anthropicMessage(step, model, count),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (...steps) => queue.push(...steps),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
