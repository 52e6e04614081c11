// Small pure helpers for drawing SVG as text, shared by the service and the renderer's previews.

/** Escapes text for use inside SVG/HTML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Black or white, whichever reads better on a background colour (`#rgb` or `#rrggbb`). */
export function inkOn(hexBackground: string): string {
  const hex = hexBackground.slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#1f1f1f' : '#ffffff';
}

/** The drawing inside an icon file's `<svg>` element, without its title, to nest elsewhere. */
export function svgInner(svg: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error('not an SVG document: no <svg> element');
  return inner.replace(/<title>[\s\S]*?<\/title>/, '').trim();
}
