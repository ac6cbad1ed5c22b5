'use client';

import { useState } from 'react';
import type { UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { FieldsetFrame, TextField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/forms.module.css';
import { maxArchiveFiles, type ArchiveApplication } from '@/lib/schemas/forms/archive-application';
import type { ArchiveFormLabels } from './archive-form-labels';
import styles from './file-area.module.css';

/** A new, empty row: nothing asked for yet (the applicant chooses reading, a copy or both). */
export const emptyFileRow = { fileNumber: '', title: '', read: false, copy: false };
/** The fields of a row, in the order the error summary lists them. */
export const fileRowFields = ['fileNumber', 'title', 'read'] as const;

type Props = {
  labels: ArchiveFormLabels;
  rows: UseFieldArrayReturn<ArchiveApplication, 'files'>;
  register: UseFormRegister<ArchiveApplication>;
  messageOf: (field: string) => string | undefined;
};

/**
 * The records asked for, one group per row, added and removed with buttons. Adding moves focus
 * to the new row's first field; removing moves it to the "add" button; both are announced.
 */
export function ArchiveFileRows({ labels, rows, register, messageOf }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const number = (index: number) => labels.fileRow.replace('{number}', String(index + 1));
  const field = (name: string) => ({ error: messageOf(name), errorPrefix: labels.errorPrefix });

  const add = () => {
    const index = rows.fields.length;
    rows.append(emptyFileRow, { focusName: `files.${index}.fileNumber` });
    setAnnouncement(labels.fileAdded.replace('{number}', String(index + 1)));
  };
  const remove = (index: number) => {
    rows.remove(index);
    setAnnouncement(labels.fileRemoved.replace('{count}', String(rows.fields.length - 1)));
    document.getElementById('add-file')?.focus();
  };

  return (
    <fieldset className={styles.formPart} aria-describedby="files-hint">
      <legend>
        <h3>{labels.parts.files}</h3>
      </legend>
      <p id="files-hint" className={formStyles.hint}>
        {labels.hints.files} {labels.maxFiles}
      </p>
      {messageOf('files') ? (
        <p id="files" className={formStyles.notice} tabIndex={-1}>
          {labels.errorPrefix}
          {messageOf('files')}
        </p>
      ) : null}
      <ol className={styles.fileRows}>
        {rows.fields.map((row, index) => (
          <li key={row.id} className={styles.fileRow} data-testid="archive-file-row">
            <fieldset className={formStyles.fieldset}>
              <legend className={styles.fileRowLegend}>{number(index)}</legend>
              <TextField
                type="text"
                id={`files.${index}.fileNumber`}
                label={labels.fields.fileNumber}
                note={labels.optional}
                {...field(`files.${index}.fileNumber`)}
                inputProps={{ autoComplete: 'off', spellCheck: false, ...register(`files.${index}.fileNumber`) }}
              />
              <TextField
                type="text"
                id={`files.${index}.title`}
                label={labels.fields.fileTitle}
                {...field(`files.${index}.title`)}
                inputProps={register(`files.${index}.title`)}
              />
              <FieldsetFrame id={`files.${index}.read`} label={labels.fields.access} {...field(`files.${index}.read`)}>
                <div className={formStyles.choices}>
                  <div className={formStyles.checkbox}>
                    <input id={`files.${index}.read`} type="checkbox" {...register(`files.${index}.read`)} />
                    <label htmlFor={`files.${index}.read`}>{labels.read}</label>
                  </div>
                  <div className={formStyles.checkbox}>
                    <input id={`files.${index}.copy`} type="checkbox" {...register(`files.${index}.copy`)} />
                    <label htmlFor={`files.${index}.copy`}>{labels.copy}</label>
                  </div>
                </div>
              </FieldsetFrame>
              {rows.fields.length > 1 ? (
                <button type="button" className={styles.rowButton} onClick={() => remove(index)}>
                  {labels.removeFile.replace('{number}', String(index + 1))}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        id="add-file"
        type="button"
        className={styles.rowButton}
        onClick={add}
        disabled={rows.fields.length >= maxArchiveFiles}
      >
        {labels.addFile}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
