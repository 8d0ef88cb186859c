/**
 * A legal page as data, so Terms and Privacy share one renderer. Text may hold **bold** words,
 * `code` names and links written as [label](/path), [label](mailto:…) or [label](#section-id).
 */
export type LegalBlock =
  string | { list: string[] } | { table: { caption: string; head: string[]; rows: string[][] } };

export interface LegalSection {
  /** Anchor for the table of contents; stable, because people link to sections. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  eyebrow: string;
  intro: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: LegalSection[];
}
