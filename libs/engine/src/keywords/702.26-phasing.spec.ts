import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';
import { bundledCard } from '../testing/bundled-catalog';

/** Current Oracle text of Sandbar Crocodile and Holy Strength; a plain "has phasing" Aura template. */
const crocodile = defineCard({
  name: 'Sandbar Crocodile',
  manaCost: '{4}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Crocodile'],
  power: '6',
  toughness: '5',
  text: 'Phasing',
});
const holyStrength = defineCard({
  name: 'Holy Strength',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature gets +1/+2.',
});
const phasingAura = defineCard({
  name: 'Test Phasing Aura',
  manaCost: '{U}',
  colors: ['U'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature has phasing.',
});
const cleric = defineCard({
  name: 'Test Phasing Cleric',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Cleric'],
  power: '1',
  toughness: '1',
  text: 'Phasing\nWhen Test Phasing Cleric enters, you gain 2 life.',
});
const catalog = new InMemoryCatalog([
  crocodile,
  holyStrength,
  phasingAura,
  cleric,
  ...['Island', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const run = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
const answer = rulingsWith(catalog);
const untap = (active: string, permanents: unknown[]) =>
  board({ battlefield: permanents, turn: { number: 5, active, step: 'untap', priority: null } });
const field = (a: Answer, id: string) => a.state.battlefield.find((o) => o.id === id);

describe('702.26 phasing', () => {
  it('is understood, as a keyword and granted by an Aura', () => {
    expect(compileCard(crocodile).support).toBe('full');
    expect(compileCard(phasingAura).support).toBe('full');
  });

  it("702.26a, 502.1: in its controller's untap step it phases out before untapping, and stays tapped", () => {
    const a = answer({
      state: untap('alice', [
        { id: 'c1', card: 'Sandbar Crocodile', controller: 'alice', tapped: true },
        { id: 'i1', card: 'Island', controller: 'alice', tapped: true },
      ]),
      actions: [],
    });
    expect(field(a, 'c1')).toMatchObject({ phasedOut: true, tapped: true });
    expect(field(a, 'i1')).toMatchObject({ phasedOut: false, tapped: false });
    expect(cited(a)).toEqual(expect.arrayContaining(['502.1', '702.26a', '502.3']));
    expect(cited(a).indexOf('502.1')).toBeLessThan(cited(a).indexOf('502.3'));
  });

  it("702.26c: at its controller's next untap step it phases in, then untaps with the rest", () => {
    const a = answer({
      state: untap('alice', [{ id: 'c1', card: 'Sandbar Crocodile', controller: 'alice', tapped: true, phasedOut: true }]),
      actions: [],
    });
    expect(field(a, 'c1')).toMatchObject({ phasedOut: false, tapped: false });
    expect(cited(a)).toContain('702.26c');
  });

  it("the other player's untap step does not phase it in or out", () => {
    const a = answer({
      state: untap('bob', [
        { id: 'c1', card: 'Sandbar Crocodile', controller: 'alice', phasedOut: true },
        { id: 'c2', card: 'Sandbar Crocodile', controller: 'alice' },
      ]),
      actions: [],
    });
    expect(field(a, 'c1')?.phasedOut).toBe(true);
    expect(field(a, 'c2')?.phasedOut).toBe(false);
    expect(cited(a)).not.toContain('502.1');
  });

  it('702.26b: a phased-out permanent is treated as though it does not exist: it cannot be targeted', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'c1', card: 'Sandbar Crocodile', controller: 'bob', phasedOut: true },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'l1', targets: ['c1'] } });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '702.26b' });
  });

  it('702.26b: a phased-out creature cannot attack', () => {
    const state = board({
      battlefield: [{ id: 'c1', card: 'Sandbar Crocodile', controller: 'alice', phasedOut: true }],
      turn: { number: 5, active: 'alice', step: 'declare-attackers', priority: null },
    });
    const a = answer({ state, action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'c1', attacking: 'bob' }] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_ON_BATTLEFIELD', rule: '702.26b' })]);
  });

  it('702.26b: a phased-out creature cannot block', () => {
    const state = board({
      battlefield: [
        { id: 'a1', card: 'Sandbar Crocodile', controller: 'alice' },
        { id: 'c1', card: 'Sandbar Crocodile', controller: 'bob', phasedOut: true },
      ],
      combat: { attackers: [{ id: 'a1', attacking: 'bob' }] },
      turn: { number: 5, active: 'alice', step: 'declare-blockers', priority: null },
    });
    const a = answer({ state, action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'c1', blocking: ['a1'] }] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_ON_BATTLEFIELD', rule: '702.26b' })]);
  });

  it('702.26g: an Aura attached to a creature phasing out phases out indirectly, and phases in with it', () => {
    const out = answer({
      state: untap('alice', [
        { id: 'c1', card: 'Sandbar Crocodile', controller: 'alice' },
        { id: 'h1', card: 'Holy Strength', controller: 'bob', attachedTo: 'c1' },
      ]),
      actions: [],
    });
    expect(field(out, 'h1')).toMatchObject({ phasedOut: true, phasedOutIndirectly: true, attachedTo: 'c1' });
    expect(cited(out)).toContain('702.26g');
    // Bob's untap step: the Aura, phased out indirectly, does not phase in by itself.
    const bobs = answer({ state: { ...out.state, turn: { number: 6, active: 'bob', step: 'untap', priority: null } }, actions: [] });
    expect(field(bobs, 'h1')).toMatchObject({ phasedOut: true });
    const back = answer({ state: { ...out.state, turn: { number: 7, active: 'alice', step: 'untap', priority: null } }, actions: [] });
    expect(field(back, 'c1')).toMatchObject({ phasedOut: false });
    expect(field(back, 'h1')).toMatchObject({ phasedOut: false, attachedTo: 'c1' });
    expect(field(back, 'h1')?.phasedOutIndirectly).toBeUndefined();
    expect(field(back, 'c1')?.characteristics).toMatchObject({ power: 7, toughness: 7 });
  });

  it('a creature given phasing by an Aura phases out with the Aura (702.26g, 702.26h)', () => {
    const a = answer({
      state: untap('alice', [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'p1', card: 'Test Phasing Aura', controller: 'alice', attachedTo: 'b1' },
      ]),
      actions: [],
    });
    expect(field(a, 'b1')).toMatchObject({ phasedOut: true });
    expect(field(a, 'p1')).toMatchObject({ phasedOut: true, phasedOutIndirectly: true });
  });

  it('702.26d: phasing in is not entering the battlefield: nothing triggers', () => {
    const a = answer({
      state: untap('alice', [{ id: 'k1', card: 'Test Phasing Cleric', controller: 'alice', phasedOut: true }]),
      actions: passes(2),
    });
    expect(field(a, 'k1')?.phasedOut).toBe(false);
    expect(cited(a)).not.toContain('603.2');
    expect(a.state.players[0].life).toBe(20);
  });

  it('phasedOutIndirectly needs a phased-out, attached permanent', () => {
    const bad = run({
      state: untap('alice', [{ id: 'c1', card: 'Sandbar Crocodile', controller: 'alice', phasedOutIndirectly: true }]),
      actions: [],
    });
    expect(bad.kind === 'invalid' && bad.errors[0]).toMatchObject({ code: 'INVALID_PHASING', rule: '702.26g' });
  });
});

describe('702.26c: phasing in with an Aura', () => {
  const { answer, stable, board } = copyAndKeywordBoards;

  it('702.26c, 613.1b: a creature and its Control Magic phasing in together give a board that reads back the same', () => {
    const state = board({
      battlefield: [
        { id: 'c', card: 'Grizzly Bears', controller: 'bob', owner: 'alice', phasedOut: true },
        { id: 'a', card: 'Control Magic', controller: 'bob', attachedTo: 'c', phasedOut: true, phasedOutIndirectly: true },
      ],
      turn: { number: 5, active: 'bob', step: 'untap', priority: null },
    });
    const a = answer({ state, action: { type: 'pass', player: 'bob' } });
    expect(a.state.battlefield.find((o) => o.id === 'c')).toMatchObject({ controller: 'bob', phasedOut: false });
    stable(a);
  });
});

describe('702.26a: phasing out by an effect ("CARDNAME phases out.", "Target creature phases out.")', () => {
  const real = rulingsWith(
    new InMemoryCatalog(
      ['Rainbow Efreet', 'Vodalian Illusionist', 'Reality Ripple', 'Grizzly Bears', 'Lightning Bolt', 'Island', 'Mountain'].map((n) =>
        bundledCard(n),
      ),
    ),
  );
  const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i + 1}`, card: 'Island', controller: 'alice' }));

  it.each(['Rainbow Efreet', 'Vodalian Illusionist', 'Reality Ripple', "Teferi's Honor Guard", 'Crystal Golem'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it("Rainbow Efreet phases out in response to bob's Lightning Bolt: the Bolt has no legal target and does nothing (608.2b)", () => {
    const state = board(
      {
        battlefield: [
          { id: 're', card: 'Rainbow Efreet', controller: 'alice' },
          ...islands(2),
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = real({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 'lb', targets: ['re'], payment: { tap: ['m1'] } },
        { type: 'pass', player: 'bob' },
        { type: 'activate', player: 'alice', source: 're', ability: 0, payment: { tap: ['i1', 'i2'] } },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 're')).toMatchObject({ phasedOut: true });
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.26a', '608.2b']));
  });

  it("Vodalian Illusionist phases out bob's attacking Bears: removed from combat (506.4)", () => {
    const state = board({
      battlefield: [
        { id: 'vi', card: 'Vodalian Illusionist', controller: 'alice' },
        ...islands(2),
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
      turn: { number: 4, active: 'bob', step: 'declare-attackers', priority: 'bob' },
      combat: { attackers: [{ id: 'gb', attacking: 'alice' }], blockers: [] },
    });
    const out = real({
      state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'activate', player: 'alice', source: 'vi', ability: 0, targets: ['gb'], payment: { tap: ['i1', 'i2'] } },
        ...passes(2, 'alice', 'bob'),
      ],
    });
    expect(out.violations).toEqual([]);
    expect(out.state.combat?.attackers ?? []).toEqual([]);
    expect(out.state.battlefield.find((o) => o.id === 'gb')).toMatchObject({ phasedOut: true });
    expect(cited(out)).toEqual(expect.arrayContaining(['506.4']));
  });

  it('refused for a spell ("Target spell phases out." is no instruction the engine reads)', () => {
    const odd = compileCard({ ...bundledCard('Reality Ripple'), text: 'Target spell phases out.' });
    expect(odd.support).not.toBe('full');
  });
});
