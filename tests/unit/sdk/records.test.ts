// @vitest-environment node
// The SDK's copies of the server's records (engine/extensions/records.ts, engine/vfs/types.ts) must
// stay the contract's shapes. The check is the type checker's (`npm run typecheck`): a drift on
// either side fails to compile here.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Contract from '../../../server/contract';
import type * as Sdk from '../../../sdk';

describe("the SDK's records equal the contract's", () => {
  it('profile and notifications', () => {
    expectTypeOf<Sdk.Profile>().toEqualTypeOf<Contract.Profile>();
    expectTypeOf<Sdk.ProfileApp>().toEqualTypeOf<Contract.ProfileApp>();
    expectTypeOf<Sdk.AccountRef>().toEqualTypeOf<Contract.AccountRef>();
    expectTypeOf<Sdk.AccountPreferences>().toEqualTypeOf<Contract.AccountPreferences>();
    expectTypeOf<Sdk.NotificationEntry>().toEqualTypeOf<Contract.NotificationEntry>();
    expectTypeOf<Sdk.NotificationHistory>().toEqualTypeOf<Contract.NotificationHistory>();
  });
});
