import { useCallback, useState } from 'react';

/**
 * Problems with a field's format (an e-mail or web address), said when the customer leaves the field and taken
 * back as soon as the value is right while they type. `check(key, problem, onLeave)` records what lib/validation
 * found; `problemOf(key)` is the message to show, if any.
 */
export function useLeftCheck() {
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const check = useCallback((key: string, problem: string | null, onLeave: boolean) => {
    setProblems((all) => {
      // While typing, a message not yet shown stays unsaid: the customer has not finished.
      if (!onLeave && all[key] === undefined) return all;
      const { [key]: _gone, ...rest } = all;
      return problem === null ? rest : { ...rest, [key]: problem };
    });
  }, []);
  const problemOf = useCallback((key: string): string | undefined => problems[key], [problems]);
  return { check, problemOf };
}
