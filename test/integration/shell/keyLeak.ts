// Finds a key, or any long piece of it, in text the renderer could see. The last four characters
// are shown by design ("ends in 1a2b"), so pieces shorter than a quarter of a real key are fine.
export const FRAGMENT_LENGTH = 12;

export function keyFragmentsIn(text: string, key: string): string[] {
  const found = new Set<string>();
  for (let start = 0; start + FRAGMENT_LENGTH <= key.length; start += 1) {
    const piece = key.slice(start, start + FRAGMENT_LENGTH);
    if (text.includes(piece)) found.add(piece);
  }
  return [...found];
}
