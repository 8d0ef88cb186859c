/** A watcher's hand: up to ask for the pen or a word, down again. */
export function HandButton({ up, onChange }: { up: boolean; onChange(up: boolean): void }) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${up ? 'btn-secondary' : 'btn-outline'}`}
      onClick={() => onChange(!up)}
    >
      {up ? 'Lower hand' : 'Raise hand'}
    </button>
  );
}
