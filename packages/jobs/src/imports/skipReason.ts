/**
 * Why an import row was skipped, as it is stored (`import_rows.reason` and `reason_values`): its English
 * text, with `{{name}}` where each value goes ('The watched date {{day}} is before 1870.'), and the values
 * apart ({ day: '1869-12-31' }). The API says it in the reader's language when it is read: its catalogues
 * are keyed by the English text (docs/architecture.md, Languages).
 */
export interface SkipReason {
  readonly text: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** A skip reason as the import_rows columns hold it: its text, and its values or null. */
export const storedReason = (reason: SkipReason | undefined) => ({
  reason: reason?.text ?? null,
  reason_values: reason?.values ?? null,
});
