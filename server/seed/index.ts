export type { DemoOrdersOutcome, DemoSeedOutcome } from './demo';
export type { StartupNotice } from './notice';
export type { StartupSeed, StartupSeedOptions } from './startupSeed';
export { DEMO_PASSWORD, demoOrdersPending, seedDemo, seedPendingDemoOrders, usersWithDemoPassword } from './demo';
export { demoPasswordNotice, noUsersNotice } from './notice';
export { seedDemoFiles, seedHomeFiles, seedSharedFiles } from './demoFiles';
export { seedUserTasks } from './demoTasks';
export { startStartupSeed } from './startupSeed';
