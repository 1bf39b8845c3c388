import { useEffect, useId, useRef, useState } from 'react';
import { splitExtension } from './names';

export interface NameEditorProps {
  name: string;
  folder: boolean;
  /** The accessible name of the field, e.g. "New name for Notes.txt". */
  label: string;
  /** Renames; resolves null when done, or what is wrong with the name (the editor stays open and says it). */
  commit: (name: string) => Promise<string | null>;
  /** Ends the editing, with or without a rename. */
  done: () => void;
}

/**
 * A name edited in place (F2, Rename, a new folder): the name without its extension is selected,
 * Enter renames, Escape keeps the old name, and leaving the field renames when the name can be
 * kept. A name that cannot be kept is said under the field, which stays open.
 */
export function NameEditor({ name, folder, label, commit, done }: NameEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  // Escape or a rename ends the editing: the blur that removing the field may cause must not commit again.
  const finished = useRef(false);
  const problemId = useId();

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(0, splitExtension(name, folder).stem.length);
  }, [name, folder]);

  const finish = () => {
    finished.current = true;
    done();
  };

  const submit = async (closeOnProblem: boolean) => {
    if (busy.current || finished.current) return;
    busy.current = true;
    const answer = await commit(inputRef.current?.value ?? name);
    busy.current = false;
    if (answer === null || closeOnProblem) finish();
    else setProblem(answer);
  };

  return (
    <span className="files__editor">
      <input
        ref={inputRef}
        className="files__editor-input"
        defaultValue={name}
        aria-label={label}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : problemId}
        spellCheck={false}
        onChange={() => setProblem(null)}
        onKeyDown={(event) => {
          // The list's own keys (arrows, Delete, Ctrl+A, …) mean text editing here.
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            void submit(false);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            finish();
          }
        }}
        onBlur={() => void submit(true)}
        onClick={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
      />
      {problem === null ? null : (
        <span id={problemId} className="files__editor-problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
