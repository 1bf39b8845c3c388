export { PackageLoadError, lazyPackage, loadArgon2, loadFileType, loadS3Client, loadS3Upload, loadTar } from './packages';
