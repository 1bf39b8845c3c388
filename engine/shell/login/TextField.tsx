import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input of the signed-out pages; the label names the input for assistive technology. */
export function TextField({ label, onChange, ...input }: TextFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
