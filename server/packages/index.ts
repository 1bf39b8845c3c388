export type { WarningLog } from './log';
export type { Packages } from './packages';
export type { InstalledArchive, InstallArchiveOptions } from './installArchive';
export { collectBuiltinManifest, readBuiltinManifest } from './builtin';
export { ARCHIVE_LIMITS } from './constants';
export { ArchiveRefusal, installArchive } from './installArchive';
export { createPackages } from './packages';
export { isPackageVisible } from './visibility';
