import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { REPORTS_FOLDER, reportName } from '../dashboards';
import type { Database } from '../db';
import { VfsError, type VfsService } from '../vfs';

/** The account whose shared drive holds the demo's quarterly sales reports. */
const REPORTS_ACCOUNT = 'Acme';

interface QuarterFigures {
  quarter: string;
  cents: number;
  orders: number;
  bestRegion: string;
  bestRegionCents: number;
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A report's text: the quarter's figures, computed from the seeded orders. */
export function reportText({ quarter, cents, orders, bestRegion, bestRegionCents }: QuarterFigures): string {
  return [
    `Acme sales report — ${quarter}`,
    '',
    `Revenue: ${dollars(cents)}`,
    `Orders: ${orders.toLocaleString('en-US')}`,
    `Best region: ${bestRegion} (${dollars(bestRegionCents)})`,
    '',
  ].join('\n');
}

async function quarterFigures(db: Kysely<Database>, accountId: string): Promise<QuarterFigures[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('regions as r', 'r.id', 'o.region_id')
    .select((eb) => ['o.quarter', 'r.name', eb.fn.sum<number>('o.amount_cents').as('cents'), eb.fn.countAll<number>().as('orders')])
    .where('o.account_id', '=', accountId)
    .groupBy(['o.quarter', 'r.name'])
    .orderBy('o.quarter')
    .orderBy('r.name')
    .execute();
  const quarters = new Map<string, QuarterFigures>();
  for (const row of rows) {
    const { cents } = row;
    const figures = quarters.get(row.quarter) ?? { quarter: row.quarter, cents: 0, orders: 0, bestRegion: row.name, bestRegionCents: cents };
    figures.cents += cents;
    figures.orders += row.orders;
    if (cents > figures.bestRegionCents) Object.assign(figures, { bestRegion: row.name, bestRegionCents: cents });
    quarters.set(row.quarter, figures);
  }
  return [...quarters.values()];
}

/**
 * Writes a report per quarter of Acme's sales into its shared drive, as one of its members.
 * Run once the demo's orders are seeded (startDemoOrders), so never in production.
 */
export async function seedDemoReports(db: Kysely<Database>, vfs: Pick<VfsService, 'write'>): Promise<void> {
  const member = await db
    .selectFrom('accounts as a')
    .innerJoin('account_members as m', 'm.account_id', 'a.id')
    .select(['a.id', 'm.user_id'])
    .where('a.name', '=', REPORTS_ACCOUNT)
    .orderBy('a.created_at')
    .orderBy('m.user_id')
    .executeTakeFirst();
  if (!member) return;
  const session = { userId: member.user_id, accountId: member.id };
  for (const figures of await quarterFigures(db, member.id)) {
    try {
      await vfs.write(session, `${REPORTS_FOLDER}/${reportName(figures.quarter)}`, Readable.from([Buffer.from(reportText(figures))]), { overwrite: false, parents: true });
    } catch (error) {
      // Seeded before: what is there stays as the user left it.
      if (!(error instanceof VfsError && error.vfsCode === 'ERR_VFS_EXISTS')) throw error;
    }
  }
}
