/**
 * What a domain says of a stored file it knows: open to anyone (`settled` when its access can
 * never narrow, so it may be cached for good), or kept to those given a signed link, with the
 * reason the refusal shows. Null: not one of the domain's files.
 */
export type FileVerdict = { open: true; settled: boolean } | { open: false; message: string };

/** A domain's check, registered with the file route at composition (app.ts). */
export type FileRule = (key: string) => Promise<FileVerdict | null>;

export const restricted = (message: string): FileVerdict => ({ open: false, message });
/** Open now, but its domain may narrow it later (a public drawing, a preview lesson's file). */
export const openForNow: FileVerdict = { open: true, settled: false };
