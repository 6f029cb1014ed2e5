import { colorsOf, formatManaCost, manaValue, parseManaCost } from './mana-cost';
import type { ManaCost } from './mana-cost';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

const cost = (text: string): ManaCost => {
  const parsed = parseManaCost(text);
  if (!parsed) throw new Error(`not a mana cost: ${text}`);
  return parsed;
};

describe('mana costs (107.4, 202)', () => {
  it('parses no mana cost and the simple symbols', () => {
    expect(parseManaCost('')).toEqual({ symbols: [] });
    expect(parseManaCost('{1}{G}')).toEqual({
      symbols: [
        { kind: 'generic', amount: 1 },
        { kind: 'colored', color: 'G' },
      ],
    });
    expect(parseManaCost('{12}{0}{C}{S}')).toEqual({
      symbols: [{ kind: 'generic', amount: 12 }, { kind: 'generic', amount: 0 }, { kind: 'colorless' }, { kind: 'snow' }],
    });
    expect(parseManaCost('{X}{Y}{Z}')).toEqual({ symbols: [{ kind: 'x' }, { kind: 'x', letter: 'Y' }, { kind: 'x', letter: 'Z' }] });
  });

  it('107.4e–f: parses hybrid, monocolored hybrid, colorless hybrid, Phyrexian and hybrid Phyrexian symbols', () => {
    expect(parseManaCost('{W/U}{2/B}{C/R}{G/P}{G/W/P}')).toEqual({
      symbols: [
        { kind: 'hybrid', colors: ['W', 'U'] },
        { kind: 'monoHybrid', color: 'B' },
        { kind: 'colorlessHybrid', color: 'R' },
        { kind: 'phyrexian', color: 'G' },
        { kind: 'hybridPhyrexian', colors: ['G', 'W'] },
      ],
    });
  });

  it('accepts letters in any case and surrounding spaces', () => {
    expect(parseManaCost(' {2}{w/u}{r/w/p}{x} ')).toEqual(cost('{2}{W/U}{R/W/P}{X}'));
  });

  it.each([
    '1G',
    '{1}{G',
    '{1}G',
    '{Q}',
    '{}',
    '{W/W}',
    '{U/W}',
    '{W/U/B}',
    '{2/C}',
    '{H}',
    '{P}',
    '{P/W}',
    '{01}',
    '{1} {G}',
    '{½}',
    '{W/2}',
  ])('rejects %p', (text) => {
    expect(parseManaCost(text)).toBeNull();
  });

  it('formats symbols back in their canonical spelling', () => {
    const text = '{X}{10}{C}{W}{U/B}{2/R}{C/G}{B/P}{R/G/P}{S}';
    expect(formatManaCost(cost(text))).toBe(text);
    expect(formatManaCost(cost('{g/u}{y}'))).toBe('{G/U}{Y}');
    expect(formatManaCost({ symbols: [] })).toBe('');
  });

  it.each([
    ['', undefined, 0],
    ['{3}{U}{U}', undefined, 5],
    ['{1}{W/U}{W/U}', undefined, 3],
    ['{2/B}{2/B}{2/B}', undefined, 6],
    ['{1}{W/P}{W/P}', undefined, 3],
    ['{G/W/P}{C/W}{S}{C}', undefined, 4],
    ['{X}{R}', undefined, 1],
    ['{X}{R}', 3, 4],
    ['{X}{X}{G}', 2, 5],
  ])('202.3: mana value of %p (X = %p) is %p', (text, x, expected) => {
    expect(manaValue(cost(text), x)).toBe(expected);
  });

  it('202.3e: each variable counts its own value', () => {
    expect(manaValue(cost('{X}{Y}{R}'), 2)).toBe(3);
    expect(manaValue(cost('{X}{Y}{R}'), { X: 2, Y: 4 })).toBe(7);
  });

  it('202.2: colors of the symbols in WUBRG order; hybrid symbols are all their colors', () => {
    expect(colorsOf(cost('{G}{1}{W}'))).toEqual(['W', 'G']);
    expect(colorsOf(cost('{G/W/P}{C/U}{2/B}'))).toEqual(['W', 'U', 'B', 'G']);
    expect(colorsOf(cost('{R/P}{U/R}'))).toEqual(['U', 'R']);
    expect(colorsOf(cost('{2}{C}{S}{X}'))).toEqual([]);
  });
});

describe('a mana cost the engine cannot read', () => {
  const { catalog, adjudicate, board } = damageAndTriggerBoards;

  it('a card whose mana cost the engine cannot read is refused as unsupported, not a crash', () => {
    const outcome = adjudicate(
      { state: board({}, { hand: [{ id: 'g1', card: 'Little Girl' }] }), action: { type: 'cast', player: 'alice', card: 'g1' } },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });
});
