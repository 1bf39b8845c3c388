import type { App } from './app';
import { MAX_JSON_DEPTH } from './constants';
import { HttpError } from './errors';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), after a check that they nest
 * no deeper than MAX_JSON_DEPTH: 100,000 nested arrays parse in milliseconds but overflow the
 * stack of whatever walks them next, and that must be a 400, not a 500.
 */
export function registerJsonParser(app: App): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its return value carries nothing.
    void parse(request, text, done);
  });
}

/**
 * Whether arrays and objects in `json` nest deeper than `limit`, in one pass over the text without
 * parsing it. Brackets inside strings do not count. Text that is no JSON may give either answer:
 * the parser refuses it next.
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}
