export type { DemoSeedOutcome } from './demo';
export type { StartupNotice } from './notice';
export { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo, usersWithDemoPassword } from './demo';
export { demoPasswordNotice } from './notice';
