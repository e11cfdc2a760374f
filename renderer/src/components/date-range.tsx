/** "From" and "To" date inputs (YYYY-MM-DD, empty for an open bound) for a screen's filters. */
export function DateRange({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  return (
    <>
      <label>
        From
        <input type="date" value={from} onChange={(e) => onFrom(e.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={to} onChange={(e) => onTo(e.target.value)} />
      </label>
    </>
  );
}
