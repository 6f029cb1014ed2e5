import type { Color } from './card';

/** One mana symbol of a cost (107.4). */
export type ManaSymbol =
  | { kind: 'generic'; amount: number }
  | { kind: 'colored'; color: Color }
  | { kind: 'colorless' }
  /** {X}; `letter` is set only for the rarer {Y} and {Z}. */
  | { kind: 'x'; letter?: 'Y' | 'Z' }
  | { kind: 'hybrid'; colors: [Color, Color] }
  | { kind: 'monoHybrid'; color: Color }
  | { kind: 'phyrexian'; color: Color }
  | { kind: 'hybridPhyrexian'; colors: [Color, Color] }
  | { kind: 'colorlessHybrid'; color: Color }
  | { kind: 'snow' };

export interface ManaCost {
  symbols: ManaSymbol[];
}

/** Values of the variables of a cost: a number is the value of X (Y and Z then count 0). */
export type VariableValues = number | { X?: number; Y?: number; Z?: number };

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

const COLOR_LETTER = /^[WUBRG]$/;

function isColor(letter: string): letter is Color {
  return COLOR_LETTER.test(letter);
}

/**
 * 107.4: the ten hybrid pairs are each color with the next and the one after it in WUBRG order
 * ({W/U}, {W/B}, {U/B}, ...); only that spelling of a pair is a symbol.
 */
function isHybridPair(first: Color, second: Color): boolean {
  const step = (COLORS.indexOf(second) - COLORS.indexOf(first) + 5) % 5;
  return step === 1 || step === 2;
}

function parseSymbol(body: string): ManaSymbol | null {
  if (/^\d+$/.test(body)) {
    if (body.length > 1 && body.startsWith('0')) return null;
    const amount = Number(body);
    return Number.isSafeInteger(amount) ? { kind: 'generic', amount } : null;
  }
  if (isColor(body)) return { kind: 'colored', color: body };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'X') return { kind: 'x' };
  if (body === 'Y' || body === 'Z') return { kind: 'x', letter: body };
  if (body === 'S') return { kind: 'snow' };
  const parts = body.split('/');
  if (parts.length === 2) {
    const [a, b] = parts;
    if (b === 'P' && isColor(a)) return { kind: 'phyrexian', color: a };
    if (a === '2' && isColor(b)) return { kind: 'monoHybrid', color: b };
    if (a === 'C' && isColor(b)) return { kind: 'colorlessHybrid', color: b };
    if (isColor(a) && isColor(b) && isHybridPair(a, b)) return { kind: 'hybrid', colors: [a, b] };
    return null;
  }
  if (parts.length === 3) {
    const [a, b, p] = parts;
    if (p === 'P' && isColor(a) && isColor(b) && isHybridPair(a, b)) return { kind: 'hybridPhyrexian', colors: [a, b] };
  }
  return null;
}

/** "{1}{G}" -> cost; "" -> no symbols; anything that is not a sequence of 107.4 symbols -> null. Letters may be any case. */
export function parseManaCost(text: string): ManaCost | null {
  const source = text.trim();
  const symbols: ManaSymbol[] = [];
  const token = /\{([^{}]*)\}/y;
  let at = 0;
  while (at < source.length) {
    token.lastIndex = at;
    const match = token.exec(source);
    if (!match) return null;
    const symbol = parseSymbol(match[1].toUpperCase());
    if (!symbol) return null;
    symbols.push(symbol);
    at = token.lastIndex;
  }
  return { symbols };
}

export function formatSymbol(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return `{${symbol.amount}}`;
    case 'colored':
      return `{${symbol.color}}`;
    case 'colorless':
      return '{C}';
    case 'x':
      return `{${symbol.letter ?? 'X'}}`;
    case 'hybrid':
      return `{${symbol.colors[0]}/${symbol.colors[1]}}`;
    case 'monoHybrid':
      return `{2/${symbol.color}}`;
    case 'phyrexian':
      return `{${symbol.color}/P}`;
    case 'hybridPhyrexian':
      return `{${symbol.colors[0]}/${symbol.colors[1]}/P}`;
    case 'colorlessHybrid':
      return `{C/${symbol.color}}`;
    case 'snow':
      return '{S}';
  }
}

export function formatManaCost(cost: ManaCost): string {
  return cost.symbols.map(formatSymbol).join('');
}

/** The value of one variable symbol; without values, 0 (202.3e, 107.3g: X is 0 off the stack). */
export function variableValue(symbol: { letter?: 'Y' | 'Z' }, values: VariableValues | undefined): number {
  if (values === undefined) return 0;
  if (typeof values === 'number') return symbol.letter === undefined ? values : 0;
  return values[symbol.letter ?? 'X'] ?? 0;
}

/**
 * 202.3: the total amount of mana in the cost. X counts the value given (the announced value while on
 * the stack, 202.3e) or 0; a hybrid symbol counts its largest component (202.3f, so {2/W} is 2); a
 * Phyrexian symbol counts 1 (202.3g).
 */
export function manaValue(cost: ManaCost, x?: VariableValues): number {
  let total = 0;
  for (const symbol of cost.symbols) {
    switch (symbol.kind) {
      case 'generic':
        total += symbol.amount;
        break;
      case 'x':
        total += variableValue(symbol, x);
        break;
      case 'monoHybrid':
        total += 2;
        break;
      default:
        total += 1;
    }
  }
  return total;
}

/** The colors of the symbols, in WUBRG order: a hybrid or Phyrexian symbol is all of its component colors (202.2d, 107.4e, 107.4f). */
export function colorsOf(cost: ManaCost): Color[] {
  const found = new Set<Color>();
  for (const symbol of cost.symbols) {
    switch (symbol.kind) {
      case 'colored':
      case 'monoHybrid':
      case 'phyrexian':
      case 'colorlessHybrid':
        found.add(symbol.color);
        break;
      case 'hybrid':
      case 'hybridPhyrexian':
        found.add(symbol.colors[0]);
        found.add(symbol.colors[1]);
        break;
      default:
        break;
    }
  }
  return COLORS.filter((c) => found.has(c));
}
