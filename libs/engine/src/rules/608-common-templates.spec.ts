import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import {
  FOREST,
  GRIZZLY_BEARS,
  ISLAND,
  LIGHTNING_BOLT,
  MOUNTAIN,
  MURDER,
  PLAINS,
  SWAMP,
  TEST_WALKER,
  ids,
  lands,
  passes,
  perm,
} from '../testing/spell-cards';
import { choose, onField } from '../testing/actions';
import * as spellEffectCards from '../testing/spell-effect-cards';
import * as templateCards from '../testing/template-cards';

/** Real cards, current Oracle text. */
const BLINDING_MAGE = defineCard({
  name: 'Blinding Mage',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '1',
  toughness: '2',
  text: '{W}, {T}: Tap target creature.',
});
const UNMAKE = defineCard({ name: 'Unmake', manaCost: '{W/B}{W/B}{W/B}', types: ['Instant'], text: 'Exile target creature.' });
const MENDING_TOUCH = defineCard({ name: 'Mending Touch', manaCost: '{G}', types: ['Instant'], text: 'Regenerate target creature.' });
const ULCERATE = defineCard({
  name: 'Ulcerate',
  manaCost: '{B}',
  types: ['Instant'],
  text: 'Target creature gets -3/-3 until end of turn. You lose 3 life.',
});
const BREATH = defineCard({
  name: 'Breath of Malfegor',
  manaCost: '{3}{B}{R}',
  types: ['Instant'],
  text: 'Breath of Malfegor deals 5 damage to each opponent.',
});
const JUZAM = defineCard({
  name: 'Juzám Djinn',
  manaCost: '{2}{B}{B}',
  types: ['Creature'],
  subtypes: ['Djinn'],
  power: '5',
  toughness: '5',
  text: 'At the beginning of your upkeep, Juzám Djinn deals 1 damage to you.',
});
const INFEST = defineCard({
  name: 'Infest',
  manaCost: '{1}{B}{B}',
  types: ['Sorcery'],
  text: 'All creatures get -2/-2 until end of turn.',
});
const VISION_SKEINS = defineCard({ name: 'Vision Skeins', manaCost: '{1}{U}', types: ['Instant'], text: 'Each player draws two cards.' });
const COBALT_GOLEM = defineCard({
  name: 'Cobalt Golem',
  manaCost: '{4}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Golem'],
  power: '2',
  toughness: '3',
  text: '{1}{U}: Cobalt Golem gains flying until end of turn.',
});
const BLINKING_SPIRIT = defineCard({
  name: 'Blinking Spirit',
  manaCost: '{3}{W}',
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: '2',
  toughness: '2',
  text: "{0}: Return Blinking Spirit to its owner's hand.",
});
const MANA_LEAK = defineCard({
  name: 'Mana Leak',
  manaCost: '{1}{U}',
  types: ['Instant'],
  text: 'Counter target spell unless its controller pays {3}.',
});
const STRANGLE = defineCard({
  name: 'Strangle',
  manaCost: '{R}',
  types: ['Sorcery'],
  text: 'Strangle deals 3 damage to target creature or planeswalker.',
});
const ARROWS = defineCard({
  name: 'Arrows of Justice',
  manaCost: '{2}{R/W}',
  types: ['Instant'],
  text: 'Arrows of Justice deals 4 damage to target attacking or blocking creature.',
});
const INFILTRATE = defineCard({
  name: 'Infiltrate',
  manaCost: '{U}',
  types: ['Instant'],
  text: "Target creature can't be blocked this turn.",
});
const SHORTCUTTER = defineCard({
  name: 'Goblin Shortcutter',
  manaCost: '{1}{R}',
  types: ['Creature'],
  subtypes: ['Goblin', 'Scout'],
  power: '2',
  toughness: '1',
  text: "When Goblin Shortcutter enters, target creature can't block this turn.",
});
const AERIAL_MANEUVER = defineCard({
  name: 'Aerial Maneuver',
  manaCost: '{1}{W}',
  types: ['Instant'],
  text: 'Target creature gets +1/+1 and gains flying and first strike until end of turn.',
});
const CARDS: CardDefinition[] = [
  AERIAL_MANEUVER,
  BLINDING_MAGE,
  UNMAKE,
  MENDING_TOUCH,
  ULCERATE,
  BREATH,
  JUZAM,
  INFEST,
  VISION_SKEINS,
  COBALT_GOLEM,
  BLINKING_SPIRIT,
  MANA_LEAK,
  STRANGLE,
  ARROWS,
  INFILTRATE,
  SHORTCUTTER,
];
const catalog = new InMemoryCatalog([...CARDS, PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST, GRIZZLY_BEARS, LIGHTNING_BOLT, MURDER]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });

describe('common oracle templates: the compiler understands them, 608 resolves them', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('701.26a: Blinding Mage taps target creature; an already tapped creature is not tapped again', () => {
    const state = board({
      battlefield: [perm('m', 'Blinding Mage', 'alice'), ...lands('Plains', 'w', 1), perm('x', 'Grizzly Bears', 'bob')],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 0, targets: ['x'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x')?.tapped).toBe(true);
    expect(a.events).toContainEqual({ type: 'tap', object: 'x' });
    expect(cited(a)).toContain('701.26a');
    const tapped = board({
      battlefield: [perm('m', 'Blinding Mage', 'alice'), ...lands('Plains', 'w', 1), perm('x', 'Grizzly Bears', 'bob', { tapped: true })],
    });
    const b = answer({
      state: tapped,
      actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 0, targets: ['x'] }, ...passes(2)],
    });
    expect(b.events).not.toContainEqual({ type: 'tap', object: 'x' });
    expect(cited(b)).not.toContain('701.26a');
  });

  it('701.13a: Unmake exiles target creature (it is not destroyed: regeneration does not apply)', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 3), perm('x', 'Grizzly Bears', 'bob', { regenerationShields: 1 })] },
      { hand: [{ id: 'h', card: 'Unmake' }] },
    );
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2)] });
    expect(onField(a, 'x')).toBeUndefined();
    expect(ids(a.state.exile)).toEqual(['x']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(cited(a)).toContain('701.13a');
    expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
  });

  it('701.19a: Mending Touch gives a regeneration shield; Murder then taps the creature instead (614.8)', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'g', 1), ...lands('Swamp', 'b', 3), perm('x', 'Grizzly Bears', 'alice')] },
      {
        hand: [
          { id: 'h', card: 'Mending Touch' },
          { id: 'm', card: 'Murder' },
        ],
      },
    );
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2), cast('m', ['x']), ...passes(2)] });
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['x'] }));
    expect(onField(a, 'x')).toMatchObject({ tapped: true });
  });

  it('119.3: Ulcerate gives -3/-3 and its controller loses 3 life, in the order written (608.2c)', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 'b', 1), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Ulcerate' }] },
    );
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([17, 20]);
    expect(ids(a.state.players[1].graveyard)).toEqual(['x']);
    const rules = cited(a);
    expect(rules.indexOf('613.4c')).toBeLessThan(rules.indexOf('119.3'));
  });

  it('120.3a: Breath of Malfegor deals 5 damage to each opponent, not to its controller', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 'b', 1), ...lands('Mountain', 'r', 4)] },
      { hand: [{ id: 'h', card: 'Breath of Malfegor' }] },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([20, 15]);
    expect(cited(a)).toContain('120.3a');
  });

  it('120.3a: Juzám Djinn deals 1 damage to its controller at the beginning of their upkeep', () => {
    const state = board({
      battlefield: [perm('j', 'Juzám Djinn', 'bob')],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2, 'bob', 'alice')] });
    expect(a.state.turn).toMatchObject({ active: 'bob', step: 'upkeep' });
    expect(a.state.players.map((p) => p.life)).toEqual([20, 19]);
  });

  it('611.2c: Infest gives -2/-2 to the creatures on the battlefield as it resolves, of both players', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 'b', 3), perm('x', 'Grizzly Bears', 'bob'), perm('y', 'Juzám Djinn', 'alice')] },
      { hand: [{ id: 'h', card: 'Infest' }] },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(onField(a, 'x')).toBeUndefined();
    expect(onField(a, 'y')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'modify-pt', power: -2, toughness: -2, affects: ['y'] })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['611.2c', '704.5f']));
  });

  it('121.1, 101.4: Vision Skeins: each player draws two cards, the active player first', () => {
    const library = (p: string) => [1, 2, 3].map((i) => ({ id: `${p}${i}`, card: 'Island' }));
    const state = board(
      { battlefield: lands('Island', 'u', 2) },
      { hand: [{ id: 'h', card: 'Vision Skeins' }], library: library('a') },
      { library: library('b') },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(a.state.players.map((p) => ids(p.hand))).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
    const draws = a.events.filter((e) => e.type === 'draw').map((e) => (e as { player: string }).player);
    expect(draws).toEqual(['alice', 'alice', 'bob', 'bob']);
  });

  it('613.4c, 613.1f: Aerial Maneuver: +1/+1, flying and first strike, each until end of turn (514.2)', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'w', 2), perm('x', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'h', card: 'Aerial Maneuver' }] },
    );
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x')?.characteristics).toMatchObject({ power: 3, toughness: 3, abilities: ['Flying', 'First strike'] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['h']);
    expect(cited(a)).toEqual(expect.arrayContaining(['613.4c', '613.1f']));
    // A player is not a creature: not a legal target (115.1).
    const p = answer({ state, action: cast('h', ['bob']) });
    expect(p.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('613.1f: Cobalt Golem gains flying until end of turn (its own ability)', () => {
    const state = board({ battlefield: [...lands('Island', 'u', 2), perm('g', 'Cobalt Golem', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'g', ability: 0 }, ...passes(2)] });
    expect(onField(a, 'g')?.characteristics.abilities).toContain('Flying');
    expect(a.state.effects).toEqual([
      expect.objectContaining({ kind: 'add-keyword', keyword: 'flying', affects: ['g'], duration: 'until-end-of-turn' }),
    ]);
  });

  it("Blinking Spirit returns itself to its owner's hand; if it has already left, the ability does nothing", () => {
    const state = board({
      battlefield: [perm('s', 'Blinking Spirit', 'bob')],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'bob', source: 's', ability: 0 }, ...passes(2, 'bob', 'alice')] });
    expect(onField(a, 's')).toBeUndefined();
    expect(ids(a.state.players[1].hand)).toEqual(['s']);
    expect(cited(a)).toContain('608.2c');
  });

  describe('118.12a: Mana Leak, "counter target spell unless its controller pays {3}"', () => {
    const leak = (bobLands: number) =>
      board(
        {
          battlefield: [...lands('Island', 'u', 2), ...lands('Mountain', 'r', bobLands + 1, 'bob')],
          stack: [],
          turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        { hand: [{ id: 'leak', card: 'Mana Leak' }] },
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      );
    const upToLeak = (bobLands: number) =>
      answer({
        state: leak(bobLands),
        actions: [cast('bolt', ['alice'], 'bob'), { type: 'pass', player: 'bob' }, cast('leak', ['bolt']), ...passes(2, 'alice', 'bob')],
      });

    it('a player who cannot pay: the spell is countered (701.6a)', () => {
      const a = upToLeak(0);
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[1].graveyard)).toEqual(['bolt']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['leak']);
      expect(a.state.players[0].life).toBe(20);
      expect(cited(a)).toEqual(expect.arrayContaining(['118.12a', '701.6a', '608.2n']));
    });

    it('a player who can pay chooses; paying {3} keeps the spell on the stack, Mana Leak finishes resolving', () => {
      const a = upToLeak(3);
      expect(a.decision).toMatchObject({ player: 'bob', kind: 'payCost', rule: '118.12a', options: ['pay', 'decline'] });
      expect(a.state.stack.map((s) => s.id)).toEqual(['bolt', 'leak']);
      const paid = answer({ state: a.state, actions: [choose(a, ['pay']), ...passes(2, 'bob', 'alice')] });
      expect(paid.violations).toEqual([]);
      expect(ids(paid.state.players[0].graveyard)).toEqual(['leak']);
      expect(paid.state.players[0].life).toBe(17);
      expect(paid.state.battlefield.filter((o) => o.controller === 'bob' && o.tapped)).toHaveLength(4);
      expect(cited(paid)).not.toContain('701.6a');
      const declined = answer({ state: a.state, action: choose(a, ['decline']) });
      expect(ids(declined.state.players[1].graveyard)).toEqual(['bolt']);
      expect(cited(declined)).toEqual(expect.arrayContaining(['701.6a', '608.2n']));
    });

    it('only the controller of the target spell answers', () => {
      const a = upToLeak(3);
      const wrong = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['decline'] } });
      expect(wrong.legal).toBe(false);
      expect(wrong.violations[0]).toMatchObject({ rule: '118.12a' });
      // Nothing happened: the decision is still bob's, the Mana Leak and its target are still on the stack.
      expect(wrong.decision).toMatchObject({ id: a.decision?.id, player: 'bob' });
      expect(wrong.state.stack).toEqual(a.state.stack);
    });
  });

  it('115.1: "target creature or planeswalker": a planeswalker is legal, a player is not', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 1), perm('w', TEST_WALKER, 'bob', { counters: { loyalty: 4 } })] },
      { hand: [{ id: 'h', card: 'Strangle' }] },
    );
    expect(answer({ state, action: cast('h', ['bob']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.2' });
    const a = answer({ state, actions: [cast('h', ['w']), ...passes(2)] });
    expect(onField(a, 'w')?.counters).toEqual({ loyalty: 1 });
    expect(cited(a)).toContain('120.3c');
  });

  it('506.4: "target attacking or blocking creature": none outside combat; an attacking creature during combat', () => {
    const outside = board(
      { battlefield: [...lands('Mountain', 'r', 3), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Arrows of Justice' }] },
    );
    expect(answer({ state: outside, action: cast('h', ['x']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const during = board(
      {
        battlefield: [...lands('Mountain', 'r', 3), perm('x', 'Grizzly Bears', 'bob'), perm('y', 'Grizzly Bears', 'bob')],
        combat: {
          attackers: [{ id: 'x', attacking: 'alice', blocked: false }],
          blockers: [],
          attackersDeclared: true,
          blockersDeclared: false,
        },
        turn: { number: 4, active: 'bob', step: 'declare-attackers', priority: 'alice' },
      },
      { hand: [{ id: 'h', card: 'Arrows of Justice' }] },
    );
    expect(answer({ state: during, action: cast('h', ['y']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    const a = answer({ state: during, actions: [cast('h', ['x']), ...passes(2, 'alice', 'bob')] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['x']);
  });

  describe('509.1b: "can\'t block this turn", "can\'t be blocked this turn" (restrictions from resolved effects)', () => {
    it('Goblin Shortcutter: the creature its trigger targets cannot block this turn; the effect ends in the cleanup step (514.2)', () => {
      const state = board(
        {
          battlefield: [
            ...lands('Mountain', 'r', 2),
            perm('a', 'Grizzly Bears', 'alice'),
            perm('x', 'Grizzly Bears', 'bob'),
            perm('y', 'Grizzly Bears', 'bob'),
          ],
        },
        { hand: [{ id: 'h', card: 'Goblin Shortcutter' }] },
      );
      const a = answer({ state, actions: [cast('h'), ...passes(2)] });
      const targeted = answer({ state: a.state, actions: [choose(a, ['x']), ...passes(2)] });
      expect(targeted.state.effects).toEqual([expect.objectContaining({ kind: 'cant-block', affects: ['x'], duration: 'this-turn' })]);
      expect(cited(targeted)).toContain('509.1b');
      const asked = answer({
        state: targeted.state,
        actions: [...passes(4), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a', attacking: 'bob' }] }, ...passes(2)],
      });
      expect(asked.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', options: ['y'] });
      const combat = answer({
        state: asked.state,
        action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['a'] }] },
      });
      expect(combat.legal).toBe(false);
      expect(combat.violations[0]).toMatchObject({ code: 'CANT_BLOCK', rule: '509.1b' });
      const nextTurn = answer({ state: asked.state, actions: [{ type: 'declareBlockers', player: 'bob', blockers: [] }, ...passes(10)] });
      expect(nextTurn.state.turn).toMatchObject({ number: 4, active: 'bob' });
      expect(nextTurn.state.effects).toEqual([]);
      expect(cited(nextTurn)).toContain('514.2');
    });

    it('Infiltrate: the target cannot be blocked this turn', () => {
      const state = board(
        { battlefield: [...lands('Island', 'u', 1), perm('a', 'Grizzly Bears', 'alice'), perm('x', 'Grizzly Bears', 'bob')] },
        { hand: [{ id: 'h', card: 'Infiltrate' }] },
      );
      const a = answer({
        state,
        actions: [
          cast('h', ['a']),
          ...passes(2),
          ...passes(4),
          { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a', attacking: 'bob' }] },
          ...passes(2),
          { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['a'] }] },
        ],
      });
      expect(a.violations[0]).toMatchObject({ code: 'CANT_BE_BLOCKED', rule: '509.1b' });
    });
  });
});

describe('spell templates: destroy, counter, pump, sweep, life', () => {
  const { cards, answer, lands, compileCard, board, cited, passes } = spellEffectCards;
  it('all are understood', () => {
    for (const c of cards) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('"target artifact or enchantment": an artifact is legal, a creature is not (115.1)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 2),
          { id: 'a1', card: 'Test Idol', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'n1', card: 'Naturalize' }] },
    );
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'n1', targets: ['b1'] } }).violations[0]).toMatchObject({
      code: 'ILLEGAL_TARGET',
    });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1', targets: ['a1'] }, ...passes(2)] });
    expect(a.state.battlefield.some((o) => o.id === 'a1')).toBe(false);
  });

  it('"target creature spell" cannot target a sorcery', () => {
    const state = board(
      {
        battlefield: lands('Island', 2),
        stack: [{ id: 's1', card: 'Pyroclasm', controller: 'bob' }],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'e1', card: 'Essence Scatter' }] },
    );
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'e1', targets: ['s1'] } }).violations[0]).toMatchObject({
      code: 'ILLEGAL_TARGET',
      rule: '115.1',
    });
  });

  it('+2/+2 and trample until end of turn: both parts apply (613.4c, 613.1f)', () => {
    const state = board(
      { battlefield: [...lands('Forest', 1), { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] },
      { hand: [{ id: 'r1', card: 'Rush of Battle Test' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'r1', targets: ['b1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({
      power: 4,
      toughness: 4,
      abilities: ['Trample'],
    });
  });

  it('Pyroclasm deals 2 damage to each creature: the 2/2s and the 1/1 die (704.5g)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 2),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g1', card: 'Raging Goblin', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'p1', card: 'Pyroclasm' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'p1' }, ...passes(2)] });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['m0', 'm1']);
    expect(cited(a)).toContain('704.5g');
  });

  it('target player gains life; "target tapped creature" requires a tapped one', () => {
    const heal = answer({
      state: board({ battlefield: lands('Plains', 1) }, { hand: [{ id: 'h1', card: 'Test Healing' }] }, { life: 10 }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }, ...passes(2)],
    });
    expect(heal.state.players[1].life).toBe(14);
    const slay = board(
      { battlefield: [...lands('Plains', 1), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 't1', card: 'Test Tapped Slayer' }] },
    );
    expect(answer({ state: slay, action: { type: 'cast', player: 'alice', card: 't1', targets: ['b1'] } }).violations[0]).toMatchObject({
      code: 'ILLEGAL_TARGET',
    });
  });
});

describe('life-draining templates', () => {
  const { adjudicate, defineCard, compileCard, InMemoryCatalog, board, testCatalog, passes } = spellEffectCards;
  const drain = defineCard({
    name: 'Test Drain',
    manaCost: '{B}',
    types: ['Sorcery'],
    text: 'Target player loses 2 life and you gain 2 life.',
  });
  const bolt = defineCard({
    name: 'Test Vampiric Bolt',
    manaCost: '{R}',
    types: ['Instant'],
    text: 'Test Vampiric Bolt deals 2 damage to any target and you gain 2 life.',
  });
  const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'] });
  const cat = new InMemoryCatalog([drain, bolt, swamp, testCatalog.find('Mountain') as CardDefinition]);
  const run = (request: Record<string, unknown>) => {
    const outcome = adjudicate(request as { state: unknown }, cat);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it('are understood', () => {
    expect(compileCard(drain).support).toBe('full');
    expect(compileCard(bolt).support).toBe('full');
  });
  it('the target loses life and the caster gains it (119.3)', () => {
    const a = run({
      state: board({ battlefield: [{ id: 's1', card: 'Swamp', controller: 'alice' }] }, { hand: [{ id: 'd1', card: 'Test Drain' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'd1', targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.players.map((p) => p.life)).toEqual([22, 18]);
    const b = run({
      state: board(
        { battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }] },
        { hand: [{ id: 'v1', card: 'Test Vampiric Bolt' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'v1', targets: ['bob'] }, ...passes(2)],
    });
    expect(b.state.players.map((p) => p.life)).toEqual([22, 18]);
  });
});

describe('templates: Auras that tap, tokens with flying, drains, graveyard and nonland targets', () => {
  const { CARDS, answer, cast, defineCard, compileCard, board, cited, ids, lands, passes, perm, onField } = templateCards;
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('701.26a: Claustrophobia taps the creature it enchants as its trigger resolves', () => {
    const state = board(
      { battlefield: [...lands('Island', 'u', 3), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Claustrophobia' }] },
    );
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2), ...passes(2)] });
    expect(onField(a, 'h')?.attachedTo).toBe('x');
    expect(onField(a, 'x')?.tapped).toBe(true);
    expect(cited(a)).toContain('701.26a');
  });

  it('111.2: Midnight Haunting creates two 1/1 white Spirit tokens with flying', () => {
    const state = board({ battlefield: lands('Plains', 'w', 3) }, { hand: [{ id: 'h', card: 'Midnight Haunting' }] });
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    const tokens = a.state.battlefield.filter((o) => o.token);
    expect(tokens).toHaveLength(2);
    expect(tokens[0].characteristics).toMatchObject({
      power: 1,
      toughness: 1,
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Spirit'],
      abilities: ['Flying'],
    });
  });

  it("111.2: Whirlermaker's Thopter is an artifact creature with flying", () => {
    const state = board({ battlefield: [...lands('Plains', 'w', 4), perm('m', 'Whirlermaker', 'alice')] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 0 }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.token)?.characteristics).toMatchObject({
      types: ['Artifact', 'Creature'],
      subtypes: ['Thopter'],
      colors: [],
      abilities: ['Flying'],
    });
  });

  it('119.3: Highway Robber: the target opponent loses 2 life, then its controller gains 2 life (608.2c)', () => {
    const state = board({ battlefield: lands('Swamp', 's', 4) }, { hand: [{ id: 'h', card: 'Highway Robber' }] });
    const a = answer({ state, actions: [cast('h'), ...passes(2), ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([22, 18]);
  });

  it("Phyrexian Arena: at the beginning of its controller's upkeep, they draw a card and lose 1 life", () => {
    const state = board(
      { battlefield: [perm('a', 'Phyrexian Arena', 'bob')], turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } },
      {},
      { library: [{ id: 'l1', card: 'Island' }] },
    );
    const a = answer({ state, actions: [...passes(2), ...passes(2, 'bob', 'alice')] });
    expect(ids(a.state.players[1].hand)).toEqual(['l1']);
    expect(a.state.players[1].life).toBe(19);
  });

  it('115.1: Call to Mind returns an instant or sorcery card, not a creature card', () => {
    const state = board(
      { battlefield: lands('Island', 'u', 3) },
      {
        hand: [{ id: 'h', card: 'Call to Mind' }],
        graveyard: [
          { id: 'd', card: 'Divination' },
          { id: 'b', card: 'Grizzly Bears' },
        ],
      },
    );
    expect(answer({ state, action: cast('h', ['b']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['d']), ...passes(2)] });
    expect(ids(a.state.players[0].hand)).toEqual(['d']);
  });

  it('115.1: Disperse cannot target a land', () => {
    const state = board(
      { battlefield: [...lands('Island', 'u', 2), perm('f', 'Forest', 'bob'), perm('x', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'h', card: 'Disperse' }] },
    );
    expect(answer({ state, action: cast('h', ['f']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['x']), ...passes(2)] });
    expect(ids(a.state.players[1].hand)).toEqual(['x']);
  });

  it('115.1: Leaf Arrow targets only a creature with flying (as it is now, 613.1f)', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'g', 1), perm('x', 'Grizzly Bears', 'bob'), perm('b', 'Test Bird', 'bob')] },
      { hand: [{ id: 'h', card: 'Leaf Arrow' }] },
    );
    expect(answer({ state, action: cast('h', ['x']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('h', ['b']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['b']);
  });

  it('"Artifact creatures you control have haste": two card types (205.2a), no creature type "Artifact"; the creatures that are both', () => {
    const engineer = defineCard({
      name: 'Thopter Engineer',
      manaCost: '{2}{R}',
      types: ['Creature'],
      subtypes: ['Human', 'Artificer'],
      power: '1',
      toughness: '3',
      text: 'When Thopter Engineer enters, create a 1/1 colorless Thopter artifact creature token with flying.\nArtifact creatures you control have haste.',
    });
    const c = compileCard(engineer);
    expect(c.unsupported).toEqual([]);
    expect(c.abilities[1]).toMatchObject({
      kind: 'static',
      effects: [
        {
          kind: 'addKeyword',
          keyword: 'haste',
          affected: {
            kind: 'objects',
            of: {
              zone: 'battlefield',
              filters: [
                { kind: 'type', anyOf: ['Artifact'] },
                { kind: 'type', anyOf: ['Creature'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
        },
      ],
    });
  });

  describe('701.14: Prey Upon, "target creature you control fights target creature you don\'t control"', () => {
    const field = [
      ...lands('Forest', 'g', 1),
      ...lands('Island', 'u', 1, 'bob'),
      perm('mine', 'Grizzly Bears', 'alice'),
      perm('bird', 'Test Bird', 'bob'),
    ];
    const state = board({ battlefield: field }, { hand: [{ id: 'h', card: 'Prey Upon' }] }, { hand: [{ id: 'u', card: 'Unsummon' }] });

    it("the targets are its caster's creature first, then one they do not control (115.1)", () => {
      expect(answer({ state, action: cast('h', ['bird', 'mine']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    });

    it('701.14a: each deals damage equal to its power to the other: the 1/1 dies, the 2/2 has 1 damage', () => {
      const a = answer({ state, actions: [cast('h', ['mine', 'bird']), ...passes(2)] });
      expect(ids(a.state.players[1].graveyard)).toEqual(['bird']);
      expect(onField(a, 'mine')?.damage).toBe(1);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.14a', '704.5g']));
    });

    it('701.14b: one of them left the battlefield (bounced in response): neither deals damage', () => {
      const a = answer({
        state,
        actions: [
          cast('h', ['mine', 'bird']),
          { type: 'pass', player: 'alice' },
          { type: 'cast', player: 'bob', card: 'u', targets: ['bird'] },
          ...passes(2, 'bob', 'alice'),
          ...passes(2),
        ],
      });
      expect(ids(a.state.players[1].hand)).toEqual(['bird']);
      expect(onField(a, 'mine')?.damage).toBe(0);
      expect(cited(a)).toContain('701.14b');
    });
  });
});
