// An invoice as a PDF, drawn on the server with pdf-lib in the standard Helvetica (nothing read
// from disk: the binary runs with nothing beside it). US Letter: the vet's business and the
// clinic billed, the number and dates, one row per line, the total, how to pay, the note, and a
// large PAID or VOID mark when so (DRAFT across every page of a draft). Long text wraps; rows
// that do not fit go on the next page under the column headings again.
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { decimalHours, type InvoiceDetail, type InvoiceLine, type InvoiceParty } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { shortDay } from '../../shared/shift-days';
import { drawableText, wrapText } from './pdf-text';

const PAGE: [number, number] = [612, 792];
const MARGIN = 48;
const RIGHT = PAGE[0] - MARGIN;
/** Room kept at the bottom of each page for its footer. */
const BOTTOM = MARGIN + 24;
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.8, 0.82, 0.85);

/** The table's columns: where each starts (left) or ends (right-aligned figures). */
const COLUMNS = { date: MARGIN, description: MARGIN + 84, descriptionWidth: 250, hours: 430, rate: 500, amount: RIGHT } as const;

const MARKS = {
  paid: { text: 'PAID', color: rgb(0.1, 0.55, 0.3) },
  void: { text: 'VOID', color: rgb(0.75, 0.12, 0.12) },
  draft: { text: 'DRAFT', color: rgb(0.6, 0.6, 0.6) },
} as const;

/** "Oct 7, 2026" for "2026-10-07". */
export const printedDate = (date: string) => `${shortDay(date)}, ${date.slice(0, 4)}`;

const money = (cents: number) => formatMoney(cents, { precision: 'cents' });

/** "invoice-2026-0007.pdf"; a draft has no number yet. */
export function invoicePdfFilename(invoice: Pick<InvoiceDetail, 'id' | 'number'>): string {
  return invoice.number ? `invoice-${invoice.number}.pdf` : `invoice-draft-${invoice.id}.pdf`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws top to bottom, starting a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Makes room for `height` points, on a new page if this one is full. */
  room(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    this.onNewPage(this);
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK; align?: 'left' | 'right'; y?: number } = {}): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const safe = drawableText(font, text);
    const left = options.align === 'right' ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: options.y ?? this.y, size, font, color: options.color ?? INK });
  }

  rule(y = this.y): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.75, color: RULE });
  }

  /** A heading and wrapped text under it, across the page. */
  section(heading: string, body: string): void {
    const lines = wrapText(this.fonts.regular, body, 10, RIGHT - MARGIN);
    this.room(18 + 13 * Math.min(lines.length, 3));
    this.text(heading.toUpperCase(), MARGIN, { size: 8, bold: true, color: MUTED });
    this.y -= 14;
    for (const line of lines) {
      this.room(13);
      this.text(line, MARGIN);
      this.y -= 13;
    }
    this.y -= 8;
  }
}

function partyLines(party: InvoiceParty, withContact: boolean): string[] {
  return [
    ...(withContact && party.contact ? [`Attn: ${party.contact}`] : []),
    ...party.addressLines,
    ...[party.email, party.phone].filter((value): value is string => Boolean(value)),
    ...(party.taxId ? [`Tax ID: ${party.taxId}`] : []),
  ];
}

function drawHeader(w: Writer, invoice: InvoiceDetail): void {
  const top = w.y;
  // The vet's business, left; the invoice's number and dates, right.
  for (const line of wrapText(w.fonts.bold, invoice.from.name, 16, 300)) {
    w.text(line, MARGIN, { size: 16, bold: true });
    w.y -= 19;
  }
  for (const line of partyLines(invoice.from, false)) {
    for (const wrapped of wrapText(w.fonts.regular, line, 10, 300)) {
      w.text(wrapped, MARGIN);
      w.y -= 13;
    }
  }
  const left = w.y;
  w.y = top;
  w.text('INVOICE', RIGHT, { size: 22, bold: true, align: 'right' });
  w.y -= 24;
  const facts = [
    invoice.number ? `No. ${invoice.number}` : 'Draft (not yet numbered)',
    ...(invoice.issuedOn ? [`Issued ${printedDate(invoice.issuedOn)}`] : []),
    invoice.dueOn ? `Due ${printedDate(invoice.dueOn)}` : `Due ${invoice.dueInDays} days after it is sent`,
  ];
  for (const fact of facts) {
    w.text(fact, RIGHT, { align: 'right' });
    w.y -= 13;
  }
  w.y = Math.min(left, w.y) - 16;

  w.text('BILL TO', MARGIN, { size: 8, bold: true, color: MUTED });
  w.y -= 14;
  for (const line of wrapText(w.fonts.bold, invoice.billTo.name, 11, RIGHT - MARGIN)) {
    w.text(line, MARGIN, { size: 11, bold: true });
    w.y -= 14;
  }
  for (const line of partyLines(invoice.billTo, true)) {
    for (const wrapped of wrapText(w.fonts.regular, line, 10, RIGHT - MARGIN)) {
      w.text(wrapped, MARGIN);
      w.y -= 13;
    }
  }
  w.y -= 14;
}

function drawColumnHeadings(w: Writer): void {
  const options = { size: 8, bold: true, color: MUTED } as const;
  w.text('DATE', COLUMNS.date, options);
  w.text('DESCRIPTION', COLUMNS.description, options);
  w.text('HOURS', COLUMNS.hours, { ...options, align: 'right' });
  w.text('RATE', COLUMNS.rate, { ...options, align: 'right' });
  w.text('AMOUNT', COLUMNS.amount, { ...options, align: 'right' });
  w.y -= 6;
  w.rule();
  w.y -= 14;
}

function drawLine(w: Writer, line: InvoiceLine, issuedOn: string | null): void {
  const description = wrapText(w.fonts.regular, line.description, 10, COLUMNS.descriptionWidth);
  w.room(13 * description.length + 4);
  const date = line.workDate ?? issuedOn;
  if (date) w.text(printedDate(date), COLUMNS.date);
  if (line.workedMinutes !== null) w.text(decimalHours(line.workedMinutes), COLUMNS.hours, { align: 'right' });
  if (line.hourlyRateCents !== null) w.text(`${money(line.hourlyRateCents)}/hr`, COLUMNS.rate, { align: 'right' });
  w.text(money(line.amountCents), COLUMNS.amount, { align: 'right' });
  for (const text of description) {
    w.text(text, COLUMNS.description);
    w.y -= 13;
  }
  w.y -= 4;
}

function drawTotal(w: Writer, invoice: InvoiceDetail): void {
  w.room(40);
  w.rule(w.y + 6);
  w.y -= 10;
  const total = money(invoice.totalCents);
  // The label sits just left of the figure, however wide a large total makes it.
  w.text('Total', COLUMNS.amount - w.fonts.bold.widthOfTextAtSize(total, 12) - 16, { size: 12, bold: true, align: 'right' });
  w.text(total, COLUMNS.amount, { size: 12, bold: true, align: 'right' });
  w.y -= 26;
}

function statusText(invoice: InvoiceDetail): string | null {
  if (invoice.status === 'paid' && invoice.paidOn)
    return `Paid on ${printedDate(invoice.paidOn)}${invoice.paidReference ? ` (reference ${invoice.paidReference})` : ''}.`;
  if (invoice.status === 'void') return `Void${invoice.voidReason ? `: ${invoice.voidReason}` : '.'}`;
  return null;
}

/** The mark across a page: PAID or VOID on the first, DRAFT on every page of a draft. */
function drawMark(page: PDFPage, font: PDFFont, mark: (typeof MARKS)[keyof typeof MARKS]): void {
  const size = 110;
  const width = font.widthOfTextAtSize(mark.text, size);
  // Rotated 30° about its start, centred on the page.
  const angle = Math.PI / 6;
  const x = PAGE[0] / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size) / 3;
  const y = PAGE[1] / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size) / 3;
  page.drawText(mark.text, { x, y, size, font, color: mark.color, rotate: degrees(30), opacity: 0.22 });
}

/** The invoice as PDF bytes, as its reader sees it (a draft only ever reaches its vet). */
export async function renderInvoicePdf(invoice: InvoiceDetail): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const title = invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice';
  doc.setTitle(`${title} — ${drawableText(fonts.regular, invoice.from.name)}`);
  doc.setCreator('VetRelief');
  doc.setProducer('VetRelief');

  const w = new Writer(doc, fonts, drawColumnHeadings);
  drawHeader(w, invoice);
  drawColumnHeadings(w);
  for (const line of invoice.lines) drawLine(w, line, invoice.issuedOn);
  drawTotal(w, invoice);
  const status = statusText(invoice);
  if (status) w.section('Status', status);
  if (invoice.paymentInstructions) w.section('Payment instructions', invoice.paymentInstructions);
  if (invoice.note) w.section('Note', invoice.note);

  const pages = doc.getPages();
  const mark = invoice.status === 'paid' || invoice.status === 'void' ? MARKS[invoice.status] : invoice.status === 'draft' ? MARKS.draft : null;
  pages.forEach((page, index) => {
    if (mark && (index === 0 || mark === MARKS.draft)) drawMark(page, fonts.bold, mark);
    const footer = `${title} · Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: RIGHT - fonts.regular.widthOfTextAtSize(footer, 8), y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
  });
  // pdf-lib otherwise yields to the event loop every 50 objects while saving (a wait per yield on
  // a busy server) and packs objects into compressed object streams: half the render's CPU time
  // to save 2 KB of a 4 KB file.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
}
