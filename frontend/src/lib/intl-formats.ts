/**
 * Intl formatters, each made once per locale and options and then kept. Constructing one loads
 * and resolves its locale's data: a millisecond or more apiece on a phone, and the catalogue
 * made one per price and per date it printed, during hydration and while content modules were
 * first evaluated (issue 15: the visa services page's longest tasks).
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, make: () => F, key: string): F {
  const id = `${kind} ${key}`;
  let format = kept.get(id) as F | undefined;
  if (!format) kept.set(id, (format = make()));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptFormat('number', () => new Intl.NumberFormat(locale, options), `${locale} ${JSON.stringify(options)}`);
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptFormat('date', () => new Intl.DateTimeFormat(locale, options), `${locale} ${JSON.stringify(options)}`);
}
