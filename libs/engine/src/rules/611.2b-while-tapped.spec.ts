import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 502.3: "You may choose not to untap CARDNAME during your untap step." (no player gets priority in the untap step,
 * so the choice is the permanent's `keepTapped` on the board); 611.2b: "Target creature gets +2/+0 for as long as
 * CARDNAME remains tapped": the effect lasts while the source stays tapped, and never starts if it already untapped.
 */
const NAMES = [
  'Zelyon Sword', // {3}, {T}: Target creature gets +2/+0 for as long as Zelyon Sword remains tapped.
  'Spirit Shield', // {2}, {T}: Target creature gets +0/+2 for as long as Spirit Shield remains tapped.
  "Ashnod's Battle Gear", // {2}, {T}: Target creature you control gets +2/-2 for as long as ... remains tapped.
  "Tawnos's Weaponry",
  'Endoskeleton',
  'Flowstone Armor',
  'Everglove Courier', // {2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as ... remains tapped.
  'Flamestick Courier',
  'Frightshroud Courier',
  'Ghosthelm Courier',
  'Pearlspear Courier',
  'Mana Leech', // {T}: Tap target land. It doesn't untap during its controller's untap step for as long as Mana Leech remains tapped.
  'Mole Worms',
  'Rust Tick',
  "Deserter's Quarters",
  'Phyrexian Gremlins',
  'Sand Squid',
  'Amber Prison',
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...['Grizzly Bears', 'Llanowar Elves', 'Island', 'Forest'].map(bundledCard)]);
const answer = rulingsWith(catalog);

/** Alice's Zelyon Sword, tapped, pumping her Grizzly Bears (the effect as the ability made it); bob's end step, alice to act. */
const pumped = (sword: Record<string, unknown> = {}) =>
  board({
    battlefield: [perm('zs', 'Zelyon Sword', 'alice', { tapped: true, ...sword }), perm('g', 'Grizzly Bears', 'alice')],
    effects: [
      {
        id: 'e1',
        kind: 'modify-pt',
        power: 2,
        toughness: 0,
        affects: ['g'],
        source: 'zs.ability',
        controller: 'alice',
        timestamp: 1,
        duration: 'while-source-tapped',
        tappedSource: 'zs',
      },
    ],
    turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] },
  });

describe('611.2b: "for as long as CARDNAME remains tapped"', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).unsupported]).toEqual([c.name, []]);
    expect(compileCard(bundledCard('Everglove Courier')).abilities[1]).toMatchObject({
      kind: 'activated',
      effects: [{ kind: 'whileSourceTapped', target: 0, effects: [{ kind: 'modifyPT', power: 2, toughness: 2, keyword: 'trample' }] }],
    });
  });

  it('Zelyon Sword: +2/+0 on Grizzly Bears, an effect that lasts while the Sword stays tapped, past the end of the turn', () => {
    const state = board({
      battlefield: [perm('zs', 'Zelyon Sword', 'alice'), perm('g', 'Grizzly Bears', 'alice'), ...lands('Island', 'i', 3)],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'zs', ability: 0, targets: ['g'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
    expect(a.state.effects).toEqual([expect.objectContaining({ duration: 'while-source-tapped', tappedSource: 'zs', affects: ['g'] })]);
    expect(cited(a)).toContain('611.2b');
  });

  it("the Sword untaps in alice's untap step: the effect ends (611.2b, 502.3)", () => {
    const next = answer({ state: pumped(), actions: passes(1) });
    expect(next.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(onField(next, 'zs')?.tapped).toBe(false);
    expect(next.state.effects ?? []).toEqual([]);
    expect(onField(next, 'g')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(next)).toEqual(expect.arrayContaining(['502.3', '611.2b']));
  });

  it('with "keepTapped" the Sword stays tapped in her untap step: the Bears keep +2/+0, and the choice is used up (502.3)', () => {
    const next = answer({ state: pumped({ keepTapped: true }), actions: passes(1) });
    expect(next.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(onField(next, 'zs')).toMatchObject({ tapped: true });
    expect(onField(next, 'zs')).not.toHaveProperty('keepTapped');
    expect(onField(next, 'g')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
  });

  it('the Sword leaves the battlefield: the effect ends', () => {
    const state = pumped();
    const moved = { ...state, battlefield: (state.battlefield as Record<string, unknown>[]).filter((o) => o.id !== 'zs') };
    const a = answer({ state: moved, action: { type: 'pass', player: 'alice' } });
    expect(a.state.effects ?? []).toEqual([]);
  });

  it('611.2b: the Sword untapped before the ability resolves: the duration never starts, the Bears get nothing', () => {
    const state = board({
      battlefield: [perm('zs', 'Zelyon Sword', 'alice'), perm('g', 'Grizzly Bears', 'alice')],
      stack: [{ id: 's1', controller: 'alice', ability: { source: 'zs', index: 0 }, targets: ['g'] }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.effects ?? []).toEqual([]);
    expect(onField(a, 'g')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(a)).toContain('611.2b');
  });

  it('an effect "while-source-tapped" without "tappedSource" is refused', () => {
    const state = pumped();
    const effects = (state.effects as Record<string, unknown>[]).map(({ tappedSource: _, ...e }) => e);
    const o = adjudicate({ state: { ...state, effects }, action: { type: 'pass', player: 'alice' } }, catalog);
    expect(o.kind).not.toBe('answer');
  });
});

describe('502.3: "You may choose not to untap CARDNAME during your untap step"', () => {
  it('"keepTapped" on a permanent without that ability is refused', () => {
    const state = board({ battlefield: [perm('g', 'Grizzly Bears', 'alice', { tapped: true, keepTapped: true })] });
    const o = adjudicate({ state, action: { type: 'pass', player: 'alice' } }, catalog);
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('NO_UNTAP_CHOICE');
  });
});

describe('611.2b: a keyword granted for as long as the source remains tapped', () => {
  it('Everglove Courier: Llanowar Elves get +2/+2 and trample, both for as long as it stays tapped', () => {
    const state = board({
      battlefield: [perm('ec', 'Everglove Courier', 'alice'), perm('el', 'Llanowar Elves', 'alice'), ...lands('Forest', 'f', 3)],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'ec', ability: 0, targets: ['el'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'el')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(a.state.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'add-keyword', keyword: 'trample', duration: 'while-source-tapped', tappedSource: 'ec' }),
      ]),
    );
  });
});

describe('502.3, 611.2b: "It doesn\'t untap during its controller\'s untap step for as long as CARDNAME remains tapped"', () => {
  const leech = new InMemoryCatalog(['Mana Leech', 'Forest', 'Swamp'].map(bundledCard));
  const rule = rulingsWith(leech);
  /** Alice's Mana Leech, tapped, holding bob's tapped Forest; alice's end step, bob to act. */
  const held = (more: Record<string, unknown>[] = [perm('ml', 'Mana Leech', 'alice', { tapped: true })]) =>
    board({
      battlefield: [...more, perm('bf', 'Forest', 'bob', { tapped: true })],
      effects: [
        {
          id: 'e1',
          kind: 'doesnt-untap',
          affects: ['bf'],
          source: 'ml.ability',
          controller: 'alice',
          timestamp: 1,
          duration: 'while-source-tapped',
          tappedSource: 'ml',
        },
      ],
      turn: { number: 4, active: 'alice', step: 'end', priority: 'bob', passed: ['alice'] },
    });

  it("Mana Leech taps bob's Forest: it is tapped, held while the Leech stays tapped", () => {
    const state = board({ battlefield: [perm('ml', 'Mana Leech', 'alice'), perm('bf', 'Forest', 'bob')] });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'ml', ability: 0, targets: ['bf'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bf')?.tapped).toBe(true);
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'doesnt-untap', affects: ['bf'], tappedSource: 'ml' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.26a', '611.2b']));
  });

  it("in bob's untap step the Forest stays tapped (502.3); the effect goes on", () => {
    const next = rule({ state: held(), actions: passes(1, 'bob') });
    expect(next.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(onField(next, 'bf')?.tapped).toBe(true);
    expect(next.state.effects).toHaveLength(1);
    expect(cited(next)).toContain('502.3');
  });

  it("the Leech gone, the effect ends and the Forest untaps in bob's untap step", () => {
    const next = rule({ state: held([]), actions: passes(1, 'bob') });
    expect(onField(next, 'bf')?.tapped).toBe(false);
    expect(next.state.effects ?? []).toEqual([]);
  });
});
