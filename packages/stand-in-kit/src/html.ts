/** Markup that is already safe; only `html` and `raw` create it. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template that escapes every interpolated value unless it is SafeHtml, so user
 * input (usernames, login hints, redirect URIs) can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''),
  );
}

export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
