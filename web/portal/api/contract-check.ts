// A compile-time check only (type imports are erased; nothing of src/ reaches the bundle): the hand-written draft
// type must stay the one the service validates, or `npx tsc -p web/tsconfig.json` fails here.
import type { ApplicationDraftData } from '../../../src/portal/application-draft.js';
import type { ApplicationDraft } from './types';

/** Exact type equality (an extra optional property, or a readonly one, counts as a difference). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type DraftMatchesService = Expect<Same<ApplicationDraft, ApplicationDraftData>>;
