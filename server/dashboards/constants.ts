/** Where the quarterly sales reports live in an account's shared drive, and each one's name. */
export const REPORTS_FOLDER = 'bos:/Reports';

export function reportName(quarter: string): string {
  return `Sales ${quarter}.txt`;
}

/** The quarter a report file's name is of: 'Sales 2024-Q1.txt' → '2024-Q1'. */
export function quarterOfReport(name: string): string | undefined {
  return /^Sales (\d{4}-Q[1-4])\.txt$/.exec(name)?.[1];
}

/** The rows of the "top" queries (topProducts, topCustomers). */
export const TOP_ROWS = 10;

/** ordersByWeekday's categories, Monday (1) first. */
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** What an account without a default dashboard shows on its users' home. */
export const WELCOME_HTML = '<h2>Welcome</h2><p>Your account has no dashboard yet. Its administrator can make one for everyone in it.</p>';
