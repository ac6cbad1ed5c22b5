'use client';

import { useRef, useState } from 'react';
import { allowedExtensions } from '@/lib/schemas/forms/upload';
import { TextField } from './form-field';
import styles from './forms.module.css';

export type FileFieldLabels = { chosen: string; remove: string; readFailed: string };

/** "1.2 MB", "340 KB": the size a visitor compares with the 2 MB limit. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * One attachment: the chosen file is read into the form's value as { name, data } (base64), so
 * the shared rule checks its size and content before sending, and the server checks them again.
 */
export function FileField({
  id,
  label,
  hint,
  note,
  error,
  errorPrefix,
  labels,
  onFile,
}: {
  id: string;
  label: string;
  hint?: string;
  note?: string;
  error?: string;
  errorPrefix: string;
  labels: FileFieldLabels;
  onFile: (value: { name: string; data: string } | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number }>();
  const [readError, setReadError] = useState(false);

  const choose = async (file: File | undefined) => {
    setReadError(false);
    if (!file) {
      setChosen(undefined);
      onFile(undefined);
      return;
    }
    try {
      onFile({ name: file.name, data: await readAsBase64(file) });
      setChosen({ name: file.name, size: file.size });
    } catch {
      setReadError(true);
      onFile(undefined);
    }
  };

  return (
    <div>
      <TextField
        type="file"
        id={id}
        label={label}
        hint={hint}
        note={note}
        error={error ?? (readError ? labels.readFailed : undefined)}
        errorPrefix={errorPrefix}
        inputProps={{
          ref: input,
          accept: allowedExtensions.map((extension) => `.${extension}`).join(','),
          onChange: (event) => void choose(event.currentTarget.files?.[0]),
        }}
      />
      {chosen ? (
        <p className={styles.fileChosen}>
          <span>{labels.chosen.replace('{name}', chosen.name).replace('{size}', formatSize(chosen.size))}</span>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              if (input.current) input.current.value = '';
              void choose(undefined);
              input.current?.focus();
            }}
          >
            {labels.remove}
          </button>
        </p>
      ) : null}
    </div>
  );
}
