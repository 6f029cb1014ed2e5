import { isLevelSymbol, outsideStriations, readStriations, striationAbility } from './leveler';

/** 711.1-711.2: the layout of a leveler's text box, as the catalog gives it. */
const STUDENT = ['Level up {W}', 'LEVEL 2-6', '3/3', 'First strike', 'LEVEL 7+', '4/4', 'Double strike'];

describe('711.2 striations', () => {
  it('711.2: a level symbol is "LEVEL N1-N2" or "LEVEL N3+" alone on its line', () => {
    expect(['LEVEL 2-6', 'LEVEL 7+', 'LEVEL 12+'].map(isLevelSymbol)).toEqual([true, true, true]);
    expect(['Level up {W}', 'LEVEL 7', 'LEVEL 2-6 3/3', 'level 2-6'].map(isLevelSymbol)).toEqual([false, false, false, false]);
  });

  it('711.4: the lines before the first level symbol are the ones read as usual', () => {
    expect(outsideStriations(STUDENT)).toEqual(['Level up {W}']);
    expect(outsideStriations(['Flying'])).toEqual(['Flying']);
  });

  it('711.2a, 711.2b: each striation: its range, its P/T box, its abilities (possibly none)', () => {
    expect(readStriations(['Flying'])).toBeNull();
    expect(readStriations(STUDENT)).toEqual({
      rest: ['Level up {W}'],
      striations: [
        { min: 2, max: 6, power: 3, toughness: 3, lines: ['First strike'], text: 'LEVEL 2-6\n3/3\nFirst strike' },
        { min: 7, max: null, power: 4, toughness: 4, lines: ['Double strike'], text: 'LEVEL 7+\n4/4\nDouble strike' },
      ],
      unreadable: [],
    });
    const wavewatch = readStriations(['Level up {2}', 'LEVEL 1-4', '0/6', 'LEVEL 5+', '6/6', 'Islandwalk']);
    expect(wavewatch?.striations?.map((s) => s.lines)).toEqual([[], ['Islandwalk']]);
  });

  it('a layout 711 does not describe is unreadable, every line from the first symbol on', () => {
    for (const lines of [
      ['Level up {W}', 'LEVEL 2-6', 'First strike', 'LEVEL 7+', '4/4'], // no P/T box
      ['Level up {W}', 'LEVEL 2-6', '3/3', 'LEVEL 5+', '4/4'], // overlapping ranges
      ['Level up {W}', 'LEVEL 7+', '4/4', 'LEVEL 2-6', '3/3'], // an open range before another
      ['Level up {W}', 'LEVEL 6-2', '3/3'], // an empty range
    ]) {
      const read = readStriations(lines);
      expect(read?.striations).toBeNull();
      expect(read?.unreadable).toEqual(lines.slice(1));
    }
  });

  it('711.2a: a striation is a static ability: base P/T and, if any, its abilities, under its level condition', () => {
    const [s] = readStriations(['LEVEL 1-4', '0/6'])?.striations ?? [];
    expect(striationAbility(s, [])).toEqual({
      kind: 'static',
      effects: [{ kind: 'setPT', affected: { kind: 'self' }, power: 0, toughness: 6 }],
      text: 'LEVEL 1-4\n0/6',
      condition: { kind: 'levelCounters', min: 1, max: 4 },
    });
  });
});
