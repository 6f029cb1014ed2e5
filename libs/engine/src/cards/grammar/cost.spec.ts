import { parseCost, restrictionSentence } from './cost';
import { playerSentence } from './player-effects';

describe('restrictionSentence: "Activate only if [condition]" (602.5b)', () => {
  it('reads a condition of the grammar (threshold)', () => {
    expect(restrictionSentence('Activate this ability only if seven or more cards are in your graveyard')).toMatchObject([
      { kind: 'condition', text: 'seven or more cards are in your graveyard' },
    ]);
  });

  it('still reads "if you control a Swamp" as before', () => {
    expect(restrictionSentence('Activate only if you control a Swamp')).toMatchObject([{ kind: 'onlyIf', text: 'a Swamp' }]);
  });

  it('refuses a condition it does not read', () => {
    expect(restrictionSentence('Activate only if an opponent was dealt flurble this turn')).toBeNull();
  });
});

describe('restrictionSentence: windows of time and "and only" (602.5b)', () => {
  const timing = (s: string) => restrictionSentence(s)?.find((r) => r.kind === 'timing');

  it('reads the steps of a phrase', () => {
    expect(timing('Activate this ability only during combat after blockers are declared')).toMatchObject({
      timing: { steps: ['declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat'] },
    });
    expect(timing("Activate this ability only during an opponent's upkeep")).toMatchObject({
      timing: { turn: 'opponent', steps: ['upkeep'] },
    });
    expect(timing('Activate this ability only during any upkeep step')).toEqual({
      kind: 'timing',
      timing: { steps: ['upkeep'], text: 'during any upkeep step' },
    });
    expect(timing('Activate this ability only before the combat damage step')?.timing.steps).not.toContain('first-strike-damage');
  });

  it('reads clauses joined by "and only" and ", and only"', () => {
    expect(restrictionSentence("Activate this ability only during an opponent's turn and only before combat")).toEqual([
      { kind: 'timing', timing: { turn: 'opponent', text: "during an opponent's turn" } },
      { kind: 'timing', timing: { steps: ['untap', 'upkeep', 'draw', 'first-main'], text: 'before combat' } },
    ]);
    expect(
      restrictionSentence(
        'Activate this ability only any time you could cast a sorcery, and only if seven or more cards are in your graveyard',
      ),
    ).toMatchObject([{ kind: 'sorcery' }, { kind: 'condition' }]);
    expect(restrictionSentence('Any player may activate this ability but only during their draw step')).toMatchObject([
      { kind: 'anyPlayer' },
      { kind: 'timing', timing: { turn: 'you', steps: ['draw'] } },
    ]);
  });

  it('refuses what it does not read', () => {
    expect(restrictionSentence('Activate this ability only once')).toBeNull();
    expect(restrictionSentence('Activate this ability only after their upkeep step')).toBeNull();
    expect(restrictionSentence('Activate this ability only during your turn and only if an opponent was dealt flurble')).toBeNull();
  });
});

describe('parseCost: "Pay {E}{E}" (107.14)', () => {
  it('reads the energy symbols as one part, beside {T} and a sacrifice', () => {
    expect(parseCost('{T}, Pay {E}{E}{E}')).toEqual({ ok: true, parts: [{ kind: 'tap' }, { kind: 'energy', n: 3 }] });
    expect(parseCost('Pay {E}{E}, Sacrifice CARDNAME')).toEqual({
      ok: true,
      parts: [
        { kind: 'energy', n: 2 },
        { kind: 'sacrifice', self: true },
      ],
    });
  });

  it('refuses energy mixed with mana in one phrase, and words after the symbols', () => {
    expect(parseCost('Pay {E}{R}')).toMatchObject({ ok: false });
    expect(parseCost('Pay {E} twice')).toMatchObject({ ok: false });
    expect(parseCost('{E}')).toMatchObject({ ok: false });
  });
});

describe('playerSentence: "you get {E}{E}" (122.1)', () => {
  const ctx = { addTarget: () => null, lastTarget: () => null, lastPlayerTarget: () => null };
  it('reads a fixed number, one for each object, or an amount equal to a quantity', () => {
    expect(playerSentence('You get {E}{E}', ctx)).toMatchObject({ kind: 'energy', amount: { kind: 'fixed', n: 2 } });
    expect(playerSentence('You get {E} for each creature you control', ctx)).toMatchObject({ kind: 'energy', amount: { kind: 'count' } });
    expect(playerSentence('You get an amount of {E} equal to the greatest power among creatures you control', ctx)).toMatchObject({
      kind: 'energy',
    });
  });

  it('refuses "that many {E}" (the amount of an event) and "{E}{E} for each" (not read)', () => {
    expect(playerSentence('You get that many {E}', ctx)).toBeNull();
    expect(playerSentence('You get {E}{E} for each creature you control', ctx)).toBeNull();
  });
});

describe('parseCost: "Remove X / any number of storage counters from CARDNAME" (107.3a, 601.2b)', () => {
  it('reads the counters removed as a number announced on activation', () => {
    expect(parseCost('{1}, Remove X storage counters from CARDNAME')).toEqual({
      ok: true,
      parts: [
        { kind: 'mana', mana: '{1}' },
        { kind: 'removeCounters', n: 0, counter: 'storage', chosen: 'x' },
      ],
    });
    expect(parseCost('{T}, Remove any number of storage counters from CARDNAME')).toEqual({
      ok: true,
      parts: [{ kind: 'tap' }, { kind: 'removeCounters', n: 0, counter: 'storage', chosen: 'anyNumber' }],
    });
    expect(parseCost('Remove X +1/+1 counters from CARDNAME')).toMatchObject({
      ok: true,
      parts: [{ kind: 'removeCounters', counter: '+1/+1', chosen: 'x' }],
    });
    // A fixed number stays fixed.
    expect(parseCost('Remove two charge counters from CARDNAME')).toEqual({
      ok: true,
      parts: [{ kind: 'removeCounters', n: 2, counter: 'charge' }],
    });
  });

  it('refuses what it does not fully read', () => {
    expect(parseCost('Remove X storage counter from CARDNAME')).toMatchObject({ ok: false });
    expect(parseCost('Remove X +1/+1 counters from among creatures you control')).toMatchObject({ ok: false });
    expect(parseCost('Remove any number of counters from CARDNAME')).toMatchObject({ ok: false });
    expect(parseCost('Remove any storage counters from CARDNAME')).toMatchObject({ ok: false });
  });
});
