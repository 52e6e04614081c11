// A schema's problem told as a sentence that names fields by the labels a person sees.

/** A form's labels by field name (the last part of its path): `{ maxStampCount: 'Stamps …' }`. */
export type FieldLabels = Readonly<Record<string, string>>;

/** Words a schema's message starts with when it goes on to say what the field must be. */
const PREDICATE = /^(must|is|are|has|have|should|cannot|can't|needs?)\b/;

/**
 * The schemas name fields by their keys ("maxStampCount must be at least 1"), which are the API's
 * words; a form says the same with its labels: "Stamps to complete the card must be at least 1."
 * A message that does not name its field ("must be a whole number") gets the field's label put
 * before it, so every message says which field it is about.
 */
export function issueSentence(message: string, labels: FieldLabels, field?: string): string {
  let text = message.trim();
  let named = false;
  for (const [key, label] of Object.entries(labels)) {
    const pattern = new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
    if (pattern.test(text)) {
      text = text.replace(pattern, label);
      if (key === field) named = true;
    }
  }
  const label = field === undefined ? undefined : labels[field];
  if (label && !named && !text.includes(label)) {
    text = PREDICATE.test(text) ? `${label} ${text}` : `${label}: ${text}`;
  }
  return sentence(text);
}

/** Capital first letter and a full stop, so a schema's phrase reads as a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
