import { useEffect, useId, useRef, useState } from 'react';
import { styled } from '@inscriptions/shared/ui';
import { validateImage } from '@inscriptions/shared/validation';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;
const Preview = styled.img`
  width: 72px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Placeholder = styled.div`
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 600;
  font-size: 0.95rem;
  input {
    font-weight: 400;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const ErrorText = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

export interface ImageInputProps {
  label: string;
  /** The chosen (valid) file, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Current image shown while no file is chosen. */
  currentUrl?: string | null;
  disabled?: boolean;
}

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Optional image picker (jpeg, jpg, png, at most 10 MB); an invalid file shows the spec's message
 * and is not kept. Shows a local preview of the chosen file.
 */
export function ImageInput({ label, file, onChange, currentUrl, disabled }: ImageInputProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Object URL of the chosen file, made in the change handler; revoked when replaced or on unmount.
  const [preview, setPreview] = useState<{ file: File; url: string | null } | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const choosePreview = (chosen: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const url = chosen ? objectUrl(chosen) : null;
    previewRef.current = url;
    setPreview(chosen ? { file: chosen, url } : null);
  };

  const shown = (file && preview?.file === file ? preview.url : null) ?? currentUrl ?? null;
  return (
    <Field>
      {shown ? <Preview src={shown} alt="" data-testid="image-preview" /> : <Placeholder aria-hidden="true" />}
      <Label htmlFor={id}>
        {label}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/jpg"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (!chosen) {
              setError(null);
              choosePreview(null);
              onChange(null);
              return;
            }
            const problem = validateImage(chosen);
            setError(problem);
            if (problem) {
              e.target.value = '';
              choosePreview(null);
              onChange(null);
            } else {
              choosePreview(chosen);
              onChange(chosen);
            }
          }}
        />
      </Label>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
