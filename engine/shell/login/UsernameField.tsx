import { TextField } from './TextField';

/** The username input of the login and recovery forms, focused when the page opens. */
export function UsernameField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField label={label} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus value={value} onChange={onChange} />
  );
}
