import type { Readable } from 'node:stream';
import type { SaxesParser } from 'saxes';
import { type ListEntry, ListFormatError } from '../list-entry.js';

/** What a list's XML event handlers share with the loop that feeds them. */
export interface XmlEntryState {
  /** Entries completed by the handlers, waiting to be yielded. */
  readonly ready: ListEntry[];
  /** The first error the handlers met (a malformed record or ill-formed XML), if any. */
  failure(): Error | null;
  /** Whether the handlers saw a root element at all. */
  sawRoot(): boolean;
}

/**
 * Feeds a list file to its SAX parser chunk by chunk and yields the entries its handlers complete, so memory holds
 * one record at a time; stops at the handlers' first error, and refuses an empty file (`list` names it).
 */
export async function* xmlEntries(
  stream: Readable,
  parser: SaxesParser,
  state: XmlEntryState,
  list: string,
): AsyncGenerator<ListEntry> {
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    const failure = state.failure();
    if (failure) throw failure;
    while (state.ready.length > 0) yield state.ready.shift() as ListEntry;
  }
  parser.close();
  const failure = state.failure();
  if (failure) throw failure;
  if (!state.sawRoot()) throw new ListFormatError(`${list}: the file is empty`);
  while (state.ready.length > 0) yield state.ready.shift() as ListEntry;
}
