/**
 * Why `relativePath` may not name anything under a root, judged from its text alone; undefined
 * when nothing in it tries to leave the root. It is the path as it reached the server, already
 * URL-decoded once: whatever is still percent-encoded was encoded twice, which no honest client
 * does for a separator, a dot or NUL. `subject` names it in the answer.
 */
export function pathProblem(relativePath: string, subject = 'the path'): string | undefined {
  if (relativePath.includes('\0')) return `${subject} holds a NUL byte`;
  if (relativePath.includes('\\')) return `${subject} holds a backslash`;
  if (/%(2f|5c|2e|00)/i.test(relativePath)) return `${subject} holds an encoded separator, dot or NUL`;
  if (relativePath.startsWith('/')) return `${subject} is absolute`;
  if (relativePath.split('/').includes('..')) return `${subject} holds a '..' segment`;
  return undefined;
}

/** Why `name` may not name a folder directly inside a root: it names no folder, reaches deeper, or has a path problem. */
export function folderNameProblem(name: string): string | undefined {
  const subject = 'the folder name';
  if (name === '' || name === '.') return `${subject} names no folder`;
  if (name.includes('/')) return `${subject} holds a separator`;
  return pathProblem(name, subject);
}
