import { abortError } from './errors';

/** What came back for a form sent with XMLHttpRequest. */
export interface FormAnswer {
  status: number;
  statusText: string;
  text: string;
}

export interface SendFormOptions {
  /** Called as the body leaves: `loaded` of `total` bytes. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * POSTs `form` with XMLHttpRequest, the one browser API that reports upload progress (`fetch`
 * has none). Resolves with any HTTP answer; rejects with an `AbortError` when `signal` aborts it
 * and with a TypeError when the connection fails, as `fetch` would.
 */
export function sendForm(xhr: XMLHttpRequest, url: string, headers: Readonly<Record<string, string>>, form: FormData, options: SendFormOptions = {}): Promise<FormAnswer> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(`The upload to ${url} failed: no answer from the server`));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
