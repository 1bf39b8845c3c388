export type { PackageFolder } from './installed';
export type { MetadataCheck } from './metadata';
export type { WarningLog } from './log';
export type { Packages } from './packages';
export { collectBuiltinManifest, readBuiltinManifest } from './builtin';
export { createPackages } from './packages';
export { isPackageVisible } from './visibility';
