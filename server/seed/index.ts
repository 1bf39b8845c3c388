export type { DemoSeedOutcome } from './demo';
export type { StartupNotice } from './notice';
export { DEMO_PASSWORD, seedDemo, usersWithDemoPassword } from './demo';
export { demoPasswordNotice, noUsersNotice } from './notice';
export { seedDemoFiles, seedHomeFiles, seedSharedFiles } from './demoFiles';
export { seedDemoReports } from './demoReports';
export { seedUserTasks } from './demoTasks';
