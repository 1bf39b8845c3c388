export type { FileRoot, FileRootOptions, Missing, OpenFile, Opening, Refused, Resolution } from './fileRoot';
export { createFileRoot } from './fileRoot';
export { folderNameProblem, pathProblem } from './paths';
