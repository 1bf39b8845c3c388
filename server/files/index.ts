export type { FileRoot, Resolution } from './fileRoot';
export { createFileRoot } from './fileRoot';
export { folderNameProblem, pathProblem } from './paths';
