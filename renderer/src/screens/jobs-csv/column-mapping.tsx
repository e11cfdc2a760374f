import { useEffect, useRef } from 'react';
import { JOB_CSV_FIELDS, type JobCsvField, REQUIRED_JOB_CSV_FIELDS } from '../../../../main/contract';
import { Field } from '../../components/field';
import { FIELD_LABELS } from './field-labels';

export type FullMapping = Record<JobCsvField, string | null>;

/**
 * One labelled select per job field, offering the CSV's columns. "— none —" leaves a field empty;
 * a required field (title) has no such choice, only a prompt while nothing is chosen.
 */
export function ColumnMapping({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: FullMapping;
  onChange: (field: JobCsvField, column: string | null) => void;
}) {
  // The selects appear once the first preview arrives; the keyboard then starts at the first one.
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="csv-mapping">
      <legend>Column for each job field</legend>
      {JOB_CSV_FIELDS.map((field, index) => {
        const required = REQUIRED_JOB_CSV_FIELDS.includes(field);
        const value = mapping[field] ?? '';
        return (
          <Field
            key={field}
            label={FIELD_LABELS[field]}
            error={required && !value ? 'Choose the column that holds the job title' : undefined}
          >
            <select
              ref={index === 0 ? first : undefined}
              value={value}
              required={required}
              onChange={(e) => onChange(field, e.target.value === '' ? null : e.target.value)}
            >
              {required ? (
                <option value="" disabled>
                  — choose a column —
                </option>
              ) : (
                <option value="">— none —</option>
              )}
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </Field>
        );
      })}
    </fieldset>
  );
}
