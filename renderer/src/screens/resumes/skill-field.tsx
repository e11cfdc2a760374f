import { useEffect, useId, useState } from 'react';
import type { SkillSuggestion } from '../../../../main/contract';
import { useClient } from '../../api/client';

/**
 * The skill filter with autocomplete: as the user types, the taxonomy's names and aliases that
 * start with the text (GET /v1/skills/suggest), offered through a native <datalist>, so the
 * browser's own accessible suggestion list does the keyboard and screen reader work. An alias is
 * shown with the name it stands for ("k8s → Kubernetes"). `error` is the list's answer when the
 * skill is unknown, tied to the field for screen readers.
 */
export function SkillField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const client = useClient();
  const listId = useId();
  const errorId = useId();
  const [suggestions, setSuggestions] = useState<SkillSuggestion[]>([]);

  useEffect(() => {
    const typed = value.trim();
    if (!typed) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      client
        .invoke('suggestSkills', { query: { q: typed, limit: 8 } })
        .then((answer) => current && setSuggestions(answer.data))
        .catch(() => current && setSuggestions([]));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, value]);

  return (
    <span className={error ? 'field invalid' : 'field'}>
      <input
        placeholder="Skill (k8s, Python)"
        aria-label="Skill"
        list={listId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.name} value={s.name}>
            {`${s.alias ? `${s.alias} → ` : ''}${s.name} · ${s.category} · ${s.resumes.toLocaleString()}`}
          </option>
        ))}
      </datalist>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
