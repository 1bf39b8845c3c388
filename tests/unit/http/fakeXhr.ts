/** What a fake XMLHttpRequest was asked to send. */
export interface SentForm {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  form: FormData;
}

/** How the fake answers one send: an HTTP answer (after reporting progress), a network failure, or nothing until aborted. */
export type XhrScript =
  | { status: number; body: unknown; progress?: readonly [loaded: number, total: number][] }
  | { fail: 'network' }
  | { hang: true };

/**
 * XMLHttpRequests for the client's uploads, answering from a script in order (the last answer
 * repeats). Answers come a task later, as a browser's would; a hanging send waits for `abort()`.
 */
export function fakeXhr(scripts: XhrScript[]) {
  const sent: SentForm[] = [];
  const create = () => {
    const headers: Record<string, string> = {};
    let method = '';
    let url = '';
    const xhr = {
      status: 0,
      statusText: '',
      responseText: '',
      withCredentials: false,
      upload: { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      open(m: string, u: string) {
        method = m;
        url = u;
      },
      setRequestHeader(name: string, value: string) {
        headers[name] = value;
      },
      abort() {
        setTimeout(() => xhr.onabort?.(), 0);
      },
      send(form: FormData) {
        sent.push({ method, url, headers: { ...headers }, withCredentials: xhr.withCredentials, form });
        const script = scripts.length > 1 ? scripts.shift() : scripts[0];
        if (!script) throw new Error('no answer scripted');
        if ('hang' in script) return;
        setTimeout(() => {
          if ('fail' in script) {
            xhr.onerror?.();
            return;
          }
          for (const [loaded, total] of script.progress ?? []) xhr.upload.onprogress?.({ lengthComputable: true, loaded, total });
          xhr.status = script.status;
          xhr.statusText = 'Status Text';
          xhr.responseText = typeof script.body === 'string' ? script.body : JSON.stringify(script.body);
          xhr.onload?.();
        }, 0);
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, sent };
}
