export type { AdministratorCreated, NewAdministrator, NewUser } from './directory';
export type { Profiles } from './profiles';
export type { TestUserCreated, TestUsers } from './testUsers';
export { addMemberships, createAdministrator, DirectoryConflict, hasUsers, insertUser } from './directory';
export { appNamesOf, isMember } from './memberships';
export { DEFAULT_ACCOUNT_PREFERENCES } from './preferences';
export { createProfiles } from './profiles';
export { createTestUsers } from './testUsers';
