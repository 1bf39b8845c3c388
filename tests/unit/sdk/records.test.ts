// @vitest-environment node
// The SDK's copies of the server's records (engine/extensions/records.ts, engine/apps/records.ts,
// engine/vfs/types.ts, engine/socket/serverEvent.ts) must stay the contract's shapes. The check is
// the type checker's (`npm run typecheck`): a drift on either side fails to compile here.
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

  it('packages and sessions', () => {
    expectTypeOf<Sdk.PackageMetadata>().toEqualTypeOf<Contract.PackageMetadata>();
    expectTypeOf<Sdk.PackageType>().toEqualTypeOf<Contract.PackageType>();
    expectTypeOf<Sdk.LocalizedText>().toEqualTypeOf<Contract.LocalizedText>();
    expectTypeOf<Sdk.WindowSession>().toEqualTypeOf<Contract.WindowSession>();
  });

  it('files', () => {
    expectTypeOf<Sdk.FileEntry>().toEqualTypeOf<Contract.FileEntry>();
    expectTypeOf<Sdk.FileStat>().toEqualTypeOf<Contract.FileStat>();
    expectTypeOf<Sdk.Mountpoint>().toEqualTypeOf<Contract.Mountpoint>();
    expectTypeOf<Sdk.MountAttributes>().toEqualTypeOf<Contract.MountAttributes>();
    expectTypeOf<Sdk.TrashEntry>().toEqualTypeOf<Contract.TrashEntry>();
    expectTypeOf<Sdk.SearchProgress>().toEqualTypeOf<Contract.SearchProgress>();
    expectTypeOf<Sdk.VfsErrorCode>().toEqualTypeOf<Contract.VfsErrorCode>();
  });

  it('server events: the same events, the settings document narrowed to a record', () => {
    expectTypeOf<Sdk.ServerSocketEvent['name']>().toEqualTypeOf<Contract.ServerSocketEvent['name']>();
    expectTypeOf<Contract.ServerSocketEvent>().toMatchTypeOf<Sdk.ServerSocketEvent>();
  });
});
