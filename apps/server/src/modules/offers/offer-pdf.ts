// The signed offer letter as a PDF (pdfkit): the letter as the candidate saw it, then a signature
// page with who signed, when, from which address and browser, and the SHA-256 of the letter. The
// letter's HTML is the sanitized subset of descriptions (p, br, strong, em, u, lists, links,
// h2, h3, blockquote), so a small tokenizer over those tags is enough to lay it out.
import PDFDocument from 'pdfkit';
import { collectPdf } from '#server/lib/pdf-bytes.ts';

export interface SignedLetter {
  companyName: string;
  opportunityTitle: string;
  candidateName: string;
  letterHtml: string;
  uuid: string;
  signature: {
    fullName: string;
    signedAt: Date;
    ip: string;
    userAgent: string;
    documentHash: string;
  } | null;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

interface Block {
  kind: 'paragraph' | 'heading' | 'item' | 'quote';
  prefix: string;
  runs: Run[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The letter's blocks and styled runs, in reading order. */
export function letterBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let style = { bold: 0, italic: 0, underline: 0 };
  let current: Block | null = null;
  const open = (kind: Block['kind'], prefix = '') => {
    current = { kind, prefix, runs: [] };
    blocks.push(current);
  };
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, tag, text] = match;
    if (text !== undefined) {
      const value = decode(text).replace(/\s+/g, ' ');
      if (!value.trim() && !current) continue;
      if (!current) open('paragraph');
      current!.runs.push({
        text: value,
        bold: style.bold > 0,
        italic: style.italic > 0,
        underline: style.underline > 0,
      });
      continue;
    }
    const delta = closing ? -1 : 1;
    switch (tag) {
      case 'strong':
        style = { ...style, bold: style.bold + delta };
        break;
      case 'em':
        style = { ...style, italic: style.italic + delta };
        break;
      case 'u':
        style = { ...style, underline: style.underline + delta };
        break;
      case 'ul':
      case 'ol':
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
        current = null;
        break;
      case 'li': {
        if (closing) {
          current = null;
          break;
        }
        const list = lists[lists.length - 1];
        if (list) list.count += 1;
        open('item', list?.ordered ? `${list.count}. ` : '• ');
        break;
      }
      case 'h2':
      case 'h3':
        if (closing) current = null;
        else open('heading');
        break;
      case 'blockquote':
        if (closing) current = null;
        else open('quote');
        break;
      case 'p':
        current = null;
        break;
      case 'br':
        if (current)
          (current as Block).runs.push({ text: '\n', bold: false, italic: false, underline: false });
        break;
    }
  }
  return blocks.filter((block) => block.runs.some((run) => run.text.trim()));
}

function fontOf(run: Run): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  if (run.italic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

function writeBlocks(doc: PDFKit.PDFDocument, blocks: readonly Block[]) {
  blocks.forEach((block, blockIndex) => {
    const indent = block.kind === 'item' || block.kind === 'quote' ? 18 : 0;
    const size = block.kind === 'heading' ? 14 : 11;
    const runs = block.prefix
      ? [{ text: block.prefix, bold: false, italic: false, underline: false }, ...block.runs]
      : block.runs;
    runs.forEach((run, index) => {
      doc
        .font(block.kind === 'heading' ? 'Helvetica-Bold' : fontOf(run))
        .fontSize(size)
        .text(run.text, doc.page.margins.left + indent, undefined, {
          continued: index < runs.length - 1,
          underline: run.underline,
          lineGap: 2,
        });
    });
    const listContinues = block.kind === 'item' && blocks[blockIndex + 1]?.kind === 'item';
    doc.moveDown(listContinues ? 0.2 : 0.7);
  });
}

/** The PDF's bytes. */
export function renderOfferPdf(letter: SignedLetter): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: {
      Title: `Offer letter: ${letter.opportunityTitle}`,
      Author: letter.companyName,
      Subject: `Offer to ${letter.candidateName}`,
    },
  });
  const done = collectPdf(doc);

  doc.font('Helvetica-Bold').fontSize(18).text(letter.companyName);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(`Offer letter · ${letter.opportunityTitle}`);
  doc.fillColor('#000000').moveDown(1.5);
  writeBlocks(doc, letterBlocks(letter.letterHtml));

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text('Signature page');
  doc.moveDown();
  const signature = letter.signature;
  const rows: [string, string][] = signature
    ? [
        ['Signed by', signature.fullName],
        ['Signed at', `${signature.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
        ['IP address', signature.ip],
        ['Browser', signature.userAgent || 'unknown'],
        ['Document SHA-256', signature.documentHash],
        ['Offer reference', letter.uuid],
      ]
    : [
        ['Status', 'Not signed'],
        ['Offer reference', letter.uuid],
      ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(value);
    doc.moveDown(0.6);
  }
  doc.moveDown();
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `${signature ? signature.fullName : 'The candidate'} accepted this offer electronically by typing their full name and agreeing to sign. The SHA-256 above is computed over the exact letter shown to them; any change to the letter changes it.`,
    );
  doc.end();
  return done;
}
