import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;
const control = css<{ $invalid: boolean }>`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  width: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Input = styled.input<{ $invalid: boolean }>`
  ${control};
  min-height: 44px;
  padding: 0 12px;
`;
const Area = styled.textarea<{ $invalid: boolean }>`
  ${control};
  min-height: 112px;
  resize: vertical;
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${control};
  min-height: 44px;
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface ControlA11y {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label above a control and its error below, announced through aria-describedby. */
function LabelledField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null;
  children: (a11y: ControlA11y) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** The input itself, e.g. to take a person to it when it needs correcting. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input. */
export function TextInput({ label, error, ...rest }: TextInputProps) {
  return (
    <LabelledField label={label} error={error}>
      {(a11y) => <Input {...a11y} {...rest} />}
    </LabelledField>
  );
}

export interface TextAreaInputProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A labelled multi-line text input. */
export function TextAreaInput({ label, error, ...rest }: TextAreaInputProps) {
  return (
    <LabelledField label={label} error={error}>
      {(a11y) => <Area {...a11y} {...rest} />}
    </LabelledField>
  );
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectInput({ label, error, children, ...rest }: SelectInputProps) {
  return (
    <LabelledField label={label} error={error}>
      {(a11y) => (
        <Select {...a11y} {...rest}>
          {children}
        </Select>
      )}
    </LabelledField>
  );
}
