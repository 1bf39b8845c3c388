import { expect, it } from 'vitest';
import { PRIORITIES_STRINGS } from '../../../../plugins/priorities/strings';

// Every locale's keys against English: tests/unit/i18n/tables.test.ts, for every module's tables.
it("keeps the spec's English word for word", () => {
  expect(PRIORITIES_STRINGS.en_EN).toMatchObject({
    types: { assignments: 'My Priorities', followups: 'My Follow Up', snoozed: 'My Snoozed Items' },
    empty: 'Nothing here. You are all done for the day!',
    viewAll: 'View All',
    snoozedUntil: 'Snoozed Until',
  });
});
