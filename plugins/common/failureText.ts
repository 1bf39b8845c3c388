/** What the server said of a failed call, in its words; the error's own message otherwise. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return 'detail' in error && typeof error.detail === 'string' ? error.detail : error.message;
  return String(error);
}
