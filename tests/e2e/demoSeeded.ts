import type { Health, Success } from '../../server/contract';

/** How often the server's health is asked while its demo is still being seeded. */
const POLL_MS = 200;

/**
 * Resolves once the server at `baseURL` has seeded its demo's orders: a fresh server answers at
 * once and adds them after (`seeding: true` in its health until then), and the dashboards' figures
 * the tests read are those of the whole ledger.
 */
export async function demoIsSeeded(baseURL: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${baseURL}/api/health`);
    if (response.ok && !(((await response.json()) as Success<Health>).data.seeding ?? false)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
