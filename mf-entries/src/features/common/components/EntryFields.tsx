import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { styled } from '@inscriptions/shared/ui';
import { LockIcon, OpenLockIcon } from './Icons';
import { applyFormat } from '../lib/format';
import type { FormatKind } from '../lib/format';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;
const Area = styled.textarea`
  min-height: 220px;
  padding: 12px;
  resize: vertical;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.6;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Toolbar = styled.div`
  display: flex;
  gap: 4px;
`;
const ToolButton = styled.button`
  min-width: 36px;
  min-height: 32px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
const Preview = styled.div`
  min-height: 220px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const ModeButton = styled(ToolButton)`
  margin-left: auto;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }
`;
// react-markdown and its sanitiser come with the first preview, not with the editor.
const EntryMarkdown = lazy(() => import('./EntryMarkdown'));

const TOOLS: { kind: FormatKind; label: string; glyph: string; style?: object }[] = [
  { kind: 'bold', label: 'Bold', glyph: 'B', style: { fontWeight: 700 } },
  { kind: 'italic', label: 'Italic', glyph: 'I', style: { fontStyle: 'italic' } },
  { kind: 'list', label: 'Bulleted list', glyph: '•' },
];

/**
 * The entry's content box: plain text (the transcript), labelled 'Entry' by default, with basic
 * formatting (Markdown markers) from a small toolbar, and a preview of the text as it reads formatted.
 */
export function EntryTextArea({
  label = 'Entry',
  hint,
  value,
  onValueChange,
  ...rest
}: {
  label?: string;
  hint?: string;
  value: string;
  onValueChange: (next: string) => void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const format = (kind: FormatKind) => {
    const el = ref.current;
    if (!el) return;
    const next = applyFormat(value, el.selectionStart, el.selectionEnd, kind);
    onValueChange(next.value);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Toolbar role="toolbar" aria-label="Formatting" aria-controls={id}>
        {TOOLS.map((t) => (
          <ToolButton key={t.kind} type="button" aria-label={t.label} title={t.label} onClick={() => format(t.kind)} disabled={previewing}>
            <span aria-hidden="true" style={t.style}>
              {t.glyph}
            </span>
          </ToolButton>
        ))}
        <ModeButton type="button" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
          Preview
        </ModeButton>
      </Toolbar>
      <Area
        id={id}
        ref={ref}
        value={value}
        hidden={previewing}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {previewing ? (
        <Preview role="region" aria-label={`${label}, formatted`} data-testid="entry-preview-formatted">
          {value.trim() ? (
            <Suspense fallback={<Hint>Loading the preview…</Hint>}>
              <EntryMarkdown text={value} />
            </Suspense>
          ) : (
            <Hint>Nothing to preview yet.</Hint>
          )}
        </Preview>
      ) : null}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Field>
  );
}

const DateInput = styled.input`
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  max-width: 220px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The date field's error when a day after today is chosen (new and edited entries). */
export const FUTURE_DATE_MESSAGE = 'The date cannot be later than today.';

/** Date picker (yyyy-MM-dd), never later than `max` (today). */
export function EntryDateField({
  value,
  max,
  onChange,
  error,
}: {
  value: string;
  max: string;
  onChange: (ymd: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Date</Label>
      <DateInput
        id={id}
        type="date"
        value={value}
        max={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A pressed/unpressed toggle button (aria-pressed); the privacy toggle shows a lock. */
export function FlagToggle({
  label,
  pressed,
  onChange,
  lock = false,
}: {
  label: string;
  pressed: boolean;
  onChange: (next: boolean) => void;
  lock?: boolean;
}) {
  return (
    <Toggle type="button" $on={pressed} aria-pressed={pressed} onClick={() => onChange(!pressed)}>
      {lock ? pressed ? <LockIcon label={null} /> : <OpenLockIcon /> : null}
      {label}
    </Toggle>
  );
}
