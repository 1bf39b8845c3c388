export type { DemoOrdersOutcome, DemoSeedOutcome } from './demo';
export type { DemoOrdersJob } from './demoOrdersJob';
export type { StartupNotice } from './notice';
export { DEMO_PASSWORD, demoOrdersPending, seedDemo, seedPendingDemoOrders, usersWithDemoPassword } from './demo';
export { registerBuiltinApps } from './builtinApps';
export { startDemoOrders } from './demoOrdersJob';
export { demoPasswordNotice, noUsersNotice } from './notice';
export { seedDemoFiles, seedHomeFiles, seedSharedFiles } from './demoFiles';
export { seedUserTasks } from './demoTasks';
