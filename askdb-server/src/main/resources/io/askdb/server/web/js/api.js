// The askdb HTTP API as the page uses it: JSON requests, problem+json errors, and the
// server-sent events of POST /api/query/stream read over fetch (EventSource cannot POST).

/** An API error carrying the problem's readable detail and stable code. */
export class ApiError extends Error {
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

let apiKey = '';

/** Sets the API key sent as X-API-Key (empty: none). */
export function setApiKey(key) {
  apiKey = (key || '').trim();
}

function headers(extra) {
  const h = Object.assign({ 'Accept': 'application/json' }, extra || {});
  if (apiKey) h['X-API-Key'] = apiKey;
  return h;
}

async function problem(response) {
  let detail = '';
  let code = '';
  try {
    const body = await response.json();
    detail = body.detail || body.title || '';
    code = body.code || '';
  } catch (ignored) {
    detail = '';
  }
  if (!detail) detail = `The server answered ${response.status} ${response.statusText || ''}`.trim() + '.';
  return new ApiError(detail, response.status, code);
}

/** GET a JSON resource; throws ApiError with the problem's detail. */
export async function getJson(path, signal) {
  const response = await fetch(path, { headers: headers(), signal });
  if (!response.ok) throw await problem(response);
  return response.json();
}

/** POST a JSON body; throws ApiError with the problem's detail. */
export async function postJson(path, body, signal) {
  const response = await fetch(path, {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await problem(response);
  return response.json();
}

/**
 * Splits server-sent events text into events. Feed it chunks; it calls onEvent(name, data) for
 * each complete event (blank-line terminated). Comment lines (":") are skipped; several data
 * lines are joined with "\n", as the WHATWG HTML standard says.
 */
export class SseParser {
  constructor(onEvent) {
    this.onEvent = onEvent;
    this.buffer = '';
  }

  push(text) {
    this.buffer += text.replace(/\r\n?/g, '\n');
    let end;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.dispatch(block);
    }
  }

  dispatch(block) {
    let name = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) this.onEvent(name, data.join('\n'));
  }
}

/**
 * Asks a question over the stream. onStep(name, step) gets each agent step as it ends.
 * Resolves with the answer JSON; rejects with ApiError for an error event or an HTTP problem,
 * and with an AbortError when signal aborts (which closes the stream, so the server cancels
 * the running statement).
 */
export async function askStream(body, onStep, signal) {
  const response = await fetch('/api/query/stream', {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json', 'Accept': 'text/event-stream' }),
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await problem(response);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let answer = null;
  let failure = null;
  const parser = new SseParser((name, data) => {
    const value = JSON.parse(data);
    if (name === 'answer') answer = value;
    else if (name === 'error') failure = new ApiError(value.detail || 'The question failed.', value.status, value.code);
    else onStep(name, value);
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode() + '\n\n');
  if (failure) throw failure;
  if (!answer) throw new ApiError('The stream ended before the answer arrived; ask again.', 0, 'STREAM_ENDED');
  return answer;
}
