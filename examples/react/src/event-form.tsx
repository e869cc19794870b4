import type { NewSpecialEvent, SpecialEvent } from '@museum-api/core';
import { type FormEvent, useState } from 'react';
import { describeError } from './format.ts';

/**
 * A form for the five fields of an event. Dates are typed as ISO dates separated by commas or
 * spaces; the API checks the rest and the form shows what it says.
 *
 * @example
 * ```tsx
 * <EventForm label="New event" submitLabel="Create event" onSubmit={(draft) => create.mutateAsync(draft)} />
 * ```
 */
export function EventForm({
  label,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: SpecialEvent;
  onSubmit: (event: NewSpecialEvent) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [location, setLocation] = useState(initial?.location ?? '');
  const [description, setDescription] = useState(initial?.eventDescription ?? '');
  const [dates, setDates] = useState(initial?.dates.join(', ') ?? '');
  const [price, setPrice] = useState(String(initial?.price ?? ''));
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setSaving(true);
    setProblem(undefined);
    try {
      await onSubmit({
        name,
        location,
        eventDescription: description,
        dates: dates.split(/[\s,]+/).filter(Boolean),
        price: Number(price),
      });
      if (!initial) {
        for (const reset of [setName, setLocation, setDescription, setDates, setPrice]) reset('');
      }
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="event-form" aria-label={label} onSubmit={submit}>
      <label>
        Name
        <input required value={name} onChange={(change) => setName(change.target.value)} />
      </label>
      <label>
        Location
        <input required value={location} onChange={(change) => setLocation(change.target.value)} />
      </label>
      <label>
        Description
        <input required value={description} onChange={(change) => setDescription(change.target.value)} />
      </label>
      <label>
        Dates
        <input
          required
          placeholder="2026-12-05, 2026-12-12"
          value={dates}
          onChange={(change) => setDates(change.target.value)}
        />
      </label>
      <label>
        Price (USD)
        <input
          required
          type="number"
          min="0"
          step="0.01"
          value={price}
          onChange={(change) => setPrice(change.target.value)}
        />
      </label>
      <div className="actions">
        <button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className="problem">
          Could not save the event: {problem}
        </p>
      )}
    </form>
  );
}
