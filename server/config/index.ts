export type {
  BlobStoreConfig,
  Config,
  DatabaseConfig,
  Env,
  ExternalIdentity,
  IdentityConfig,
  LogLevel,
  S3Config,
  VfsConfig,
  VfsMountSetting,
} from './types';
export { LOGIN_IMAGE_TYPES } from './constants';
export { loadConfig } from './load';
export { CONFIG_SCHEMA } from './schema';
export { CONFIGURATION_DOC, CONFIGURATION_DOC_COMMAND, configurationMarkdown } from './markdown';
