/**
 * The name a stored file is saved and served under. The type of an upload is judged by its first bytes, never by
 * its name, so the name must not claim another type: `bank-statement.pdf.cmd` holding a PDF would otherwise be
 * saved by the officer's browser as a command file, and opening it would run it.
 *
 * The rule: a name that already ends with an extension of the detected type is kept; any other name gets that
 * type's extension appended (`bank-statement.pdf.cmd` → `bank-statement.pdf.cmd.pdf`). Appending, rather than
 * replacing the last extension, keeps the customer's whole name readable in the saved file, so an officer sees
 * what the customer called it, and it never turns one name into another that looks legitimate.
 */

/** The extensions each accepted type may end with; the first is the one appended. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
};

const MAX_NAME_LENGTH = 255;

/** `name` ending with an extension of `mime` (see above). A type with no known extension gets `.bin`. */
export function safeDownloadName(name: string, mime: string): string {
  const allowed = EXTENSIONS[mime] ?? ['.bin'];
  const lower = name.toLowerCase();
  if (allowed.some((ext) => lower.endsWith(ext) && lower.length > ext.length)) return name;
  const ext = allowed[0] as string;
  // Cut by code points, so a long name never ends in half a character.
  const base = [...name].slice(0, MAX_NAME_LENGTH - ext.length).join('');
  return `${base}${ext}`;
}

/**
 * A Content-Disposition header that saves the file under `name`: a plain-ASCII `filename` for old clients and the
 * exact name in `filename*` (RFC 5987/6266), percent-encoding everything outside RFC 5987's attr-char, including the
 * `'`, `(`, `)` and `*` that encodeURIComponent leaves alone.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
