/** Where the packages module reports what it skipped; the server's logger is one. */
export interface WarningLog {
  warn(message: string): void;
}
