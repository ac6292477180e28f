import { useCallback, useState } from 'react';
import type { OwnershipChallenge } from '../api/types';

export interface Challenges {
  readonly challenges: ReadonlyMap<string, OwnershipChallenge>;
  readonly rememberChallenge: (challenge: OwnershipChallenge) => void;
}

/** The crypto addresses' ownership challenges, by id: those of the application, then those made on this page. */
export function useChallenges(initial: readonly OwnershipChallenge[]): Challenges {
  const [challenges, setChallenges] = useState<ReadonlyMap<string, OwnershipChallenge>>(
    () => new Map(initial.map((c) => [c.id, c])),
  );
  const rememberChallenge = useCallback((c: OwnershipChallenge) => setChallenges((m) => new Map(m).set(c.id, c)), []);
  return { challenges, rememberChallenge };
}
