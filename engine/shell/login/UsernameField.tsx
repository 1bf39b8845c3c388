import { TextField } from './TextField';

/** The username input of the login and recovery forms, focused when the page opens unless `autoFocus` is false. */
export function UsernameField({ label, value, onChange, autoFocus = true }: { label: string; value: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <TextField label={label} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus={autoFocus} value={value} onChange={onChange} />
  );
}
