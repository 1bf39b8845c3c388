export type { AdministratorCreated, NewAdministrator, NewUser } from './directory';
export type { Profiles } from './profiles';
export type { TestUserCreated, TestUsers } from './testUsers';
export { addMemberships, createAccount, createAdministrator, DirectoryConflict, hasUsers, insertUser } from './directory';
export { accountLogoUrl, iconVersion, initialsIcon, userIconUrl } from './icons';
export { appNamesOf, isMember } from './memberships';
export { DEFAULT_ACCOUNT_PREFERENCES, readAccountPreferences } from './preferences';
export { createProfiles } from './profiles';
export { createTestUsers } from './testUsers';
