import { Language, MessageKey, msg, render as renderMessage } from '@app/engine';

/**
 * Server-rendered pages without a framework: every string that reaches the page goes through
 * `escapeHtml` (through the `html` tag), so a title holding `<script>` is shown, never run.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export type Part = SafeHtml | string | number | boolean | null | undefined | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * A sentence of the message catalogs (trace/messages/en-pages.ts, fr-pages.ts) in `language`, as
 * markup: the text is escaped, and each parameter is put in its place as a template value would
 * be (escaped unless already SafeHtml), so a sentence may hold <strong> or a link in any language.
 */
export function says(language: Language, key: MessageKey, params: Record<string, Part> = {}): SafeHtml {
  const values: Part[] = [];
  const marks: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    marks[name] = `\uE000${values.length}\uE001`;
    values.push(value);
  }
  const text = escapeHtml(renderMessage(msg(key, marks), language));
  return new SafeHtml(text.replace(/\uE000(\d+)\uE001/g, (_whole, i: string) => render(values[Number(i)])));
}

/** Template tag: literal parts are markup, interpolated values are escaped unless already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new SafeHtml(out);
}

const STYLE = `
body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:0 1rem 3rem;color:#1b1b1b;background:#fdfdfb}
h1{font-size:1.5rem;margin:1.2rem 0 .4rem}h2{font-size:1.15rem;margin:1.6rem 0 .5rem;border-bottom:1px solid #ddd}
h3{font-size:1rem;margin:1rem 0 .3rem}code,pre{font:.9em ui-monospace,monospace;background:#f1f1ec;border-radius:3px}
pre{padding:.6rem;overflow-x:auto;white-space:pre-wrap;word-break:break-word}code{padding:0 .2em}
ul{padding-left:1.2rem}li{margin:.2rem 0}a{color:#0645ad}
.verdict{display:inline-block;padding:.2rem .6rem;border-radius:4px;font-weight:600}
.legal{background:#e3f4e1;color:#17561a}.illegal{background:#fbe4e2;color:#8a1c12}
.zones{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:.8rem}
.zone{border:1px solid #ddd;border-radius:6px;padding:.5rem .7rem;background:#fff}
.card{margin:.3rem 0}.muted{color:#666;font-size:.9em}.tag{display:inline-block;font-size:.8em;padding:0 .35em;border:1px solid #bbb;border-radius:3px;margin-left:.25em}
table{border-collapse:collapse}td,th{text-align:left;padding:.15rem .5rem .15rem 0;vertical-align:top}
`;

/** A whole page: viewport for phones, one inline style sheet (the CSP allows inline styles). */
export function page(title: string, body: SafeHtml, lang = 'en'): string {
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${title}</title><style>${new SafeHtml(STYLE)}</style></head>
<body>${body}</body></html>
`.value;
}
