/**
 * The right answer's mark in the results, the bars' and the table's: named in words, its tick
 * drawn apart for the eye only (not by colour alone, src/styles/organizer-results.css).
 */
export default function RightMark({ label }: { readonly label: string }) {
  return (
    <strong className="results-right">
      <span aria-hidden="true">✓ </span>
      {label}
    </strong>
  );
}
