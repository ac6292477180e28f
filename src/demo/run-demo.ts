export async function runDemo(_ctx: unknown, _log: (l: string) => void): Promise<string> {
  throw new Error('demo not built yet');
}
