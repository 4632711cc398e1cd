// Text as the PDF's standard fonts can draw it. The standard 14 fonts travel inside every PDF
// reader (nothing to embed from disk) but encode only WinAnsi: a name such as "Łódź Vets" or an
// emoji in a note would make pdf-lib throw. Such characters become their base letter where
// Unicode gives one ("Ł" has none: "?"), so an invoice always renders.
import type { PDFFont } from 'pdf-lib';

/** What each standard font (by name: the same for every document) can encode, read once. */
const drawable = new Map<string, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = drawable.get(font.name);
  if (!set) drawable.set(font.name, (set = new Set(font.getCharacterSet())));
  return set;
}

/** `text` on one line, with what the font cannot encode replaced. */
export function drawableText(font: PDFFont, text: string): string {
  const set = characterSet(font);
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (set.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // "é" written as e + combining accent: keep the letter, drop the accent if it cannot be drawn.
    const base = [...char.normalize('NFD')].filter((part) => set.has(part.codePointAt(0)!)).join('');
    out += base || '?';
  }
  return out;
}

/**
 * `text` broken into lines no wider than `width` at `size`: at its own line breaks, then between
 * words; a word longer than the line (an IBAN, a URL) is cut where it must be.
 */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of drawableText(font, paragraph).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
