import { CardDefinition } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';
import * as triggerEventCards from '../testing/trigger-event-cards';

const creature = (name: string, text: string, pt = '2', cost = '{1}{W}'): CardDefinition => ({
  name,
  manaCost: cost,
  colors: ['W'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Human'],
  power: pt,
  toughness: pt,
  loyalty: null,
  text,
});
const monk = creature('Venerable Monk', 'When Venerable Monk enters the battlefield, you gain 2 life.', '2', '{2}{W}');
const kavu = creature('Test Kavu', 'When Test Kavu enters the battlefield, Test Kavu deals 2 damage to target creature.', '3', '{3}{R}');
const mourner = creature('Test Mourner', 'When Test Mourner dies, draw a card.', '1', '{1}{B}');
const healer = creature('Test Healer', 'At the beginning of your upkeep, you gain 1 life.', '1');
const desperate = creature('Test Desperate', 'At the beginning of your upkeep, if you have 5 or less life, you gain 5 life.', '1');
const brawler = creature('Test Brawler', 'Whenever Test Brawler attacks, put a +1/+1 counter on Test Brawler.', '2');
const adept = creature('Test Adept', 'Whenever you cast a spell, Test Adept gets +1/+1 until end of turn.', '1');
const watcher = creature('Test Watcher', 'At the beginning of each upkeep, you gain 1 life.', '1');
const catalog = new InMemoryCatalog([
  monk,
  kavu,
  mourner,
  healer,
  desperate,
  brawler,
  adept,
  watcher,
  ...['Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const plains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, card: 'Plains', controller: 'alice' }));

describe('603 triggered abilities', () => {
  it('the compiler understands the templates, and the intervening "if" (603.4)', () => {
    for (const c of [monk, kavu, mourner, healer, desperate, brawler, adept, watcher])
      expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    const d = compileCard(desperate).abilities[0];
    expect(d.kind === 'triggered' && d.condition).toEqual({ kind: 'lifeAtMost', n: 5 });
  });

  it('603.2, 603.3: an enters-the-battlefield trigger goes on the stack the next time a player would receive priority, then resolves', () => {
    const state = board({ battlefield: plains(3) }, { hand: [{ id: 'h1', card: 'Venerable Monk' }] });
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1' }, ...passes(2)] });
    expect(cast.state.battlefield.map((o) => o.id)).toContain('h1');
    expect(cast.state.stack).toEqual([
      expect.objectContaining({ controller: 'alice', ability: { source: 'h1', index: 0, triggered: true } }),
    ]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['608.3', '603.2', '603.3']));
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(resolved.state.players[0].life).toBe(22);
    expect(resolved.state.stack).toEqual([]);
  });

  it('603.3d: with one legal target it is chosen; with several, its controller chooses as it goes on the stack', () => {
    const one = board(
      {
        battlefield: [
          ...plains(3),
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Test Kavu' }] },
    );
    const a = answer({ state: one, actions: [{ type: 'cast', player: 'alice', card: 'h1' }, ...passes(2)] });
    // The Kavu itself is a creature too: two legal targets, so a decision.
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    expect(a.decision?.options?.sort()).toEqual(['b1', 'h1']);
    const chosen = answer({
      state: a.state,
      actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['b1'] }, ...passes(2)],
    });
    expect(chosen.state.battlefield.map((o) => o.id)).not.toContain('b1');
    expect(cited(chosen)).toEqual(expect.arrayContaining(['603.3', '120.3e', '704.5g']));
  });

  it('603.10a: a dies trigger looks back at the creature that left the battlefield', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'bob' },
          { id: 'x1', card: 'Test Mourner', controller: 'alice' },
        ],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      { library: [{ id: 'top', card: 'Plains' }] },
      { hand: [{ id: 'h9', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'bob', card: 'h9', targets: ['x1'] }, ...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '603.3', '121.1']));
    expect(a.trace).toContainEqual(
      expect.objectContaining({
        rule: '603.10a',
        event: 'triggered',
        text: expect.stringContaining('Test Mourner (x1) dies'),
        objects: ['x1'],
      }),
    );
  });

  it('603.2b: "at the beginning of your upkeep" triggers in its controller\'s upkeep only', () => {
    const state = board({
      battlefield: [{ id: 'x1', card: 'Test Healer', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.players[0].life).toBe(21);
    const bobs = answer({
      state: board({
        battlefield: [{ id: 'x1', card: 'Test Healer', controller: 'alice' }],
        turn: { number: 4, active: 'bob', step: 'untap', priority: null },
      }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(bobs.state.players[0].life).toBe(20);
  });

  it('603.4: an intervening "if" is checked when it would trigger and again on resolution', () => {
    const high = answer({
      state: board({
        battlefield: [{ id: 'x1', card: 'Test Desperate', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'untap', priority: null },
      }),
      actions: [],
    });
    expect(high.state.stack).toEqual([]);
    expect(cited(high)).toContain('603.4');
    const low = answer({
      state: board(
        {
          battlefield: [{ id: 'x1', card: 'Test Desperate', controller: 'alice' }],
          turn: { number: 3, active: 'alice', step: 'untap', priority: null },
        },
        { life: 4 },
      ),
      actions: [],
    });
    expect(low.state.stack).toHaveLength(1);
    // Alice gains life in response (here: the board says so); the condition fails on resolution.
    const changed = { ...low.state, players: low.state.players.map((p) => (p.id === 'alice' ? { ...p, life: 9 } : p)) };
    const resolved = answer({ state: changed, actions: passes(2) });
    expect(resolved.state.players[0].life).toBe(9);
    expect(cited(resolved)).toContain('603.4');
  });

  it("603.3b: APNAP: the active player's triggers go on the stack first, so the other player's resolve first", () => {
    const state = board({
      battlefield: [
        { id: 'w1', card: 'Test Watcher', controller: 'alice' },
        { id: 'w2', card: 'Test Watcher', controller: 'bob' },
      ],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = answer({ state, actions: [] });
    expect(a.state.stack.map((s) => s.controller)).toEqual(['alice', 'bob']);
  });

  it('603.3b: a player with several different triggers chooses their order', () => {
    const state = board({
      battlefield: [
        { id: 'h1', card: 'Test Healer', controller: 'alice' },
        { id: 'w1', card: 'Test Watcher', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = answer({ state, actions: [] });
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', rule: '603.3b' });
    const order = [...(a.decision?.options ?? [])].reverse();
    const b = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: order } });
    expect(b.state.stack.map((s) => s.id)).toEqual(order);
    expect(b.decision).toMatchObject({ kind: 'priority', player: 'alice' });
  });

  it('attack and cast triggers', () => {
    const attack = answer({
      state: board({
        battlefield: [{ id: 'x1', card: 'Test Brawler', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
      }),
      actions: [{ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'x1', attacking: 'bob' }] }, ...passes(2)],
    });
    expect(attack.state.battlefield[0].counters).toEqual({ '+1/+1': 1 });
    const cast = answer({
      state: board(
        {
          battlefield: [
            { id: 'x1', card: 'Test Adept', controller: 'alice' },
            { id: 'm1', card: 'Mountain', controller: 'alice' },
          ],
        },
        { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }, ...passes(2)],
    });
    expect(cast.state.battlefield[0].characteristics).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('603.3b, 603.6c, 603.10a: which rule each trigger cites', () => {
  const rancor: CardDefinition = {
    name: 'Rancor',
    manaCost: '{G}',
    colors: ['G'],
    supertypes: [],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    power: null,
    toughness: null,
    loyalty: null,
    text: "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
  };
  const scavenger = creature('Test Scavenger', 'Whenever another creature dies, you gain 2 life.', '1', '{B}');
  const cards = new InMemoryCatalog([
    rancor,
    scavenger,
    healer,
    watcher,
    ...['Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
  ]);
  const rule = rulingsWith(cards);

  it('603.3b: two upkeep triggers of alice go on the stack in the order she chooses, both citing 603.3b', () => {
    const state = board({
      battlefield: [
        { id: 'x1', card: 'Test Healer', controller: 'alice' },
        { id: 'x2', card: 'Test Watcher', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const asked = rule({ state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', rule: '603.3b' });
    expect(asked.decision?.options?.sort()).toEqual(['x1.trigger.0', 'x2.trigger.0']);
    const ordered = rule({
      state: asked.state,
      actions: [{ type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['x2.trigger.0', 'x1.trigger.0'] }],
    });
    expect(ordered.legal).toBe(true);
    // The first given goes on the stack first: the Healer's ability is on top and resolves first.
    expect(ordered.state.stack.map((s) => s.id)).toEqual(['x2.trigger.0', 'x1.trigger.0']);
    const toStack = ordered.trace.filter((t) => t.event === 'triggerToStack');
    expect(toStack.map((t) => [t.rule, t.objects?.[0]])).toEqual([
      ['603.3b', 'x2.trigger.0'],
      ['603.3b', 'x1.trigger.0'],
    ]);
    const resolved = rule({ state: ordered.state, actions: passes(4) });
    expect(resolved.state.players[0].life).toBe(22);
  });

  it('603.3: a trigger alone goes on the stack by 603.3, with no order to choose', () => {
    const state = board({
      battlefield: [{ id: 'x1', card: 'Test Healer', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.trace.filter((t) => t.event === 'triggerToStack').map((t) => t.rule)).toEqual(['603.3']);
  });

  it('603.6c: "whenever another creature dies" triggers on a permanent that stays; 603.10a sees the dying creature as it last was', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 's1', card: 'Test Scavenger', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['b1'] }, ...passes(2), ...passes(2)] });
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(a.state.players[1].life).toBe(22);
    expect(a.trace).toContainEqual(
      expect.objectContaining({
        rule: '603.6c',
        event: 'triggered',
        text: expect.stringContaining('Grizzly Bears (b1) dies'),
        objects: ['s1'],
      }),
    );
    expect(cited(a)).not.toContain('603.2');
  });

  it('700.4, 603.10a: Rancor is "put into a graveyard from the battlefield", it does not "die"; its own ability triggers by looking back', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'r1', card: 'Rancor', controller: 'alice', attachedTo: 'g1' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['g1'] }, ...passes(2), ...passes(2)] });
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['r1']);
    const triggered = a.trace.find((t) => t.event === 'triggered' && t.objects?.[0] === 'r1');
    expect(triggered).toMatchObject({
      rule: '603.10a',
      text: expect.stringContaining('Rancor (r1) is put into a graveyard from the battlefield'),
    });
    expect(a.trace.some((t) => t.text.includes('Rancor (r1) dies'))).toBe(false);
  });
});

describe('603.10a: pending triggers of objects that are gone', () => {
  const { answer, passUntilEmptyStack, board } = copyAndKeywordBoards;

  it('603.10a, 113.7a: the pending trigger of a copy that died (Clone as Tukatongue Thallid) still resolves after the next request orders it', () => {
    const state = board({
      battlefield: [
        { id: 'c', card: 'Clone', copyOf: 'Tukatongue Thallid', controller: 'alice', damage: 1 },
        { id: 't', card: 'Tukatongue Thallid', controller: 'alice', damage: 1 },
      ],
    });
    const asked = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    const ordered = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: asked.decision?.options },
    });
    expect(passUntilEmptyStack(ordered).state.battlefield.filter((o) => o.token)).toHaveLength(2);
  });

  it('603.10a, 113.7a: the pending trigger of a token that died (a token copy of Tukatongue Thallid) still resolves after the next request orders it', () => {
    const token = { id: 'k', card: 'Tukatongue Thallid', token: true, controller: 'alice', damage: 1 };
    const state = board({ battlefield: [token, { id: 't', card: 'Tukatongue Thallid', controller: 'alice', damage: 1 }] });
    const asked = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    const ordered = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: asked.decision?.options },
    });
    expect(passUntilEmptyStack(ordered).state.battlefield.filter((o) => o.token)).toHaveLength(2);
  });
});

describe('603.6c: leaves-the-battlefield triggers that return the card', () => {
  const { answer, cast, board, ids, lands, passes, perm } = graveyardAndPaymentBoards;

  it("603.6c, 400.7e: Rancor put into a graveyard from the battlefield (an Aura, not a creature) triggers and returns from the graveyard to its owner's hand", () => {
    const state = board(
      {
        battlefield: [...lands('Mountain', 'm', 1), perm('g', 'Grizzly Bears', 'alice'), perm('r', 'Rancor', 'alice', { attachedTo: 'g' })],
      },
      { hand: [{ id: 'b', card: 'Lightning Bolt' }] },
    );
    // The Bolt resolves; 704.5m puts Rancor into the graveyard; its trigger goes on the stack and resolves.
    const a = answer({ state, actions: [cast('b', ['g']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['g', 'b']));
    expect(ids(a.state.players[0].graveyard)).not.toContain('r');
    expect(ids(a.state.players[0].hand)).toEqual(['r']);
  });

  it("700.4, 400.7e: Shivan Phoenix dies and its trigger returns the card from the graveyard to its owner's hand", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 2), perm('p', 'Shivan Phoenix', 'bob', { damage: 2 })] },
      { hand: [{ id: 'b', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [cast('b', ['p']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(ids(a.state.players[1].hand)).toEqual(['p']);
  });
});

describe('603.2, 603.10a: damage and death triggers', () => {
  const { answer, board, passes } = damageAndTriggerBoards;

  it('603.2: "whenever it is dealt damage" triggers even when that damage destroys it', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'r1', card: 'Test Reckoner', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['r1'] }, ...passes(2), ...passes(2)] });
    expect(a.state.players[0].life).toBe(19);
  });

  it('603.10a: creatures destroyed together see each other die', () => {
    const state = board(
      {
        battlefield: [
          ...['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, card: 'Plains', controller: 'alice' })),
          { id: 'x1', card: 'Test Mourner', controller: 'alice' },
          { id: 'x2', card: 'Test Mourner', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'w1', card: 'Wrath of God' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)] });
    // Two triggers, one from each Mourner: alice orders them (603.3b), then both resolve.
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    expect(a.decision?.options).toHaveLength(2);
    const resolved = answer({
      state: a.state,
      actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: a.decision?.options }, ...passes(2), ...passes(2)],
    });
    expect(resolved.state.players[1].life).toBe(18);
  });
});

describe('603.2: more trigger events and the source\'s own "it"', () => {
  const { CARDS, answer, cast, attack, library, compileCard, board, cited, ids, lands, passes, perm, onField } = triggerEventCards;
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('Benalish Veteran: "it" is the attacking creature itself (613.4c)', () => {
    const state = board({
      battlefield: [perm('v', 'Benalish Veteran', 'alice')],
      turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    });
    const a = answer({ state, actions: [...passes(2), attack('v'), ...passes(2)] });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '613.4c']));
    expect(onField(a, 'v')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('603.10a: "Whenever a creature dies" sees its own source die (Dross Harvester), and another creature', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 'b', 3), perm('d', 'Dross Harvester', 'bob')] },
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = answer({ state, actions: [cast('m', ['d']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['d']);
    expect(a.state.players[1].life).toBe(22);
    const other = board(
      { battlefield: [...lands('Swamp', 'b', 3), perm('d', 'Dross Harvester', 'bob'), perm('x', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const b = answer({ state: other, actions: [cast('m', ['x']), ...passes(2), ...passes(2)] });
    expect(b.state.players[1].life).toBe(22);
  });

  it("Ajani's Welcome: a creature entering under its controller's control triggers it; an opponent's does not", () => {
    const mine = board(
      { battlefield: [...lands('Forest', 'g', 2), perm('w', "Ajani's Welcome", 'alice')] },
      { hand: [{ id: 'h', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state: mine, actions: [cast('h'), ...passes(2), ...passes(2)] });
    expect(a.state.players[0].life).toBe(21);
    const theirs = board(
      {
        battlefield: [...lands('Forest', 'g', 2, 'bob'), perm('w', "Ajani's Welcome", 'alice')],
        turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'h', card: 'Grizzly Bears' }] },
    );
    const b = answer({ state: theirs, actions: [cast('h', undefined, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(cited(b)).not.toContain('603.2');
  });

  it('Howling Golem: attacking triggers it; each player draws a card (121.1)', () => {
    const state = board(
      {
        battlefield: [perm('g', 'Howling Golem', 'alice')],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
      },
      { library: library('a') },
      { library: library('b') },
    );
    const a = answer({ state, actions: [...passes(2), attack('g'), ...passes(2)] });
    expect(a.state.players.map((p) => ids(p.hand))).toEqual([['a1'], ['b1']]);
  });

  it('Firebrand Archer: a noncreature spell triggers it (1 damage to each opponent); a creature spell does not', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 1), ...lands('Forest', 'g', 2), perm('f', 'Firebrand Archer', 'alice')] },
      {
        hand: [
          { id: 'b', card: 'Lightning Bolt' },
          { id: 'c', card: 'Grizzly Bears' },
        ],
      },
    );
    const a = answer({ state, actions: [cast('b', ['bob']), ...passes(2), ...passes(2)] });
    expect(a.state.players[1].life).toBe(16);
    const creature = answer({ state, actions: [cast('c'), ...passes(2)] });
    expect(cited(creature)).not.toContain('603.2');
  });

  it("Viashino Cutthroat returns to its owner's hand at the beginning of the end step, on any player's turn", () => {
    const state = board({
      battlefield: [perm('v', 'Viashino Cutthroat', 'bob')],
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(onField(a, 'v')).toBeUndefined();
    expect(ids(a.state.players[1].hand)).toEqual(['v']);
  });

  it.each([
    ["returned to its owner's hand (Unsummon)", 'Unsummon', 'Island', 1, 'hand'],
    ['destroyed (Murder)', 'Murder', 'Swamp', 3, 'graveyard'],
  ])('603.6c, 603.10a: Thragtusk leaves the battlefield, %s: its trigger creates a 3/3 Beast', (_, spell, land, n, zone) => {
    const state = board(
      { battlefield: [...lands(land as string, 'l', n as number), perm('t', 'Thragtusk', 'bob')] },
      { hand: [{ id: 'h', card: spell }] },
    );
    const a = answer({ state, actions: [cast('h', ['t']), ...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1][zone as 'hand' | 'graveyard'])).toEqual(['t']);
    const beast = a.state.battlefield.find((o) => o.token);
    expect(beast).toMatchObject({
      controller: 'bob',
      characteristics: expect.objectContaining({ power: 3, toughness: 3, subtypes: ['Beast'] }),
    });
    // Its own leaves-the-battlefield ability, seen by looking back at it as it left (603.10a).
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '603.10a', event: 'triggered', objects: ['t'] }));
    expect(a.trace.some((t) => t.event === 'triggered' && t.rule === '603.2')).toBe(false);
  });

  it('Thieving Magpie: its combat damage to an opponent triggers it (a draw)', () => {
    const state = board(
      {
        battlefield: [perm('m', 'Thieving Magpie', 'alice')],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
      },
      { library: library('a') },
    );
    // bob has no creature: no declaration of blockers is asked (509.1).
    const a = answer({ state, actions: [...passes(2), attack('m'), ...passes(2), ...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(19);
    expect(ids(a.state.players[0].hand)).toEqual(['a1']);
  });

  it('Mirri the Cursed: combat damage to the creature blocking it triggers it; to a player, not', () => {
    const field = [perm('m', 'Mirri the Cursed', 'alice'), perm('x', 'Thieving Magpie', 'bob')];
    const turn = { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' };
    const a = answer({
      state: board({ battlefield: field, turn }),
      actions: [
        ...passes(2),
        attack('m'),
        ...passes(2),
        { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['m'] }] },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['x']);
    expect(onField(a, 'm')?.counters).toEqual({ '+1/+1': 1 });
    const b = answer({
      state: board({ battlefield: field, turn }),
      actions: [
        ...passes(2),
        attack('m'),
        ...passes(2),
        { type: 'declareBlockers', player: 'bob', blockers: [] },
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(b.legal).toBe(true);
    expect(b.state.players[1].life).toBe(17);
    expect(onField(b, 'm')?.counters ?? {}).toEqual({});
  });
});

/**
 * 603.4: an intervening "if" read by the condition grammar, on a real card: Ivory Crane Netsuke, "At the
 * beginning of your upkeep, if you have seven or more cards in hand, you gain 4 life." It does not trigger with
 * six cards; with seven it triggers, and if the hand has fewer than seven as it resolves it does nothing.
 */
describe('603.4: an intervening "if" of the condition grammar (Ivory Crane Netsuke)', () => {
  const rule = rulingsWith(new InMemoryCatalog(['Ivory Crane Netsuke', 'Island', 'Lightning Bolt'].map(bundledCard)));
  const upkeepBoard = (cards: number) =>
    board(
      {
        battlefield: [{ id: 'icn', card: 'Ivory Crane Netsuke', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'untap', priority: null },
      },
      { hand: Array.from({ length: cards }, (_, i) => ({ id: `h${i}`, card: 'Island' })) },
    );

  it('is understood in full, its "if" a condition of the trigger (not of the instruction)', () => {
    const [ability] = compileCard(bundledCard('Ivory Crane Netsuke')).abilities;
    expect(ability).toMatchObject({ kind: 'triggered', condition: { kind: 'count' }, effects: [{ kind: 'life', gain: true }] });
  });

  it('six cards in hand: it does not trigger at all (603.4)', () => {
    const a = rule({ state: upkeepBoard(6), actions: [] });
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('603.4');
  });

  it('seven cards: it triggers, and resolves for 4 life', () => {
    const triggered = rule({ state: upkeepBoard(7), actions: [] });
    expect(triggered.state.stack).toHaveLength(1);
    const resolved = rule({ state: triggered.state, actions: passes(2) });
    expect(resolved.state.players[0].life).toBe(24);
  });

  it('seven cards as it triggers, six as it resolves: it does nothing (603.4)', () => {
    const triggered = rule({ state: upkeepBoard(7), actions: [] });
    const players = triggered.state.players.map((p, i) => (i === 0 ? { ...p, hand: (p.hand as unknown[]).slice(1) } : p));
    const resolved = rule({ state: { ...triggered.state, players }, actions: passes(2) });
    expect(resolved.state.stack).toEqual([]);
    expect(resolved.state.players[0].life).toBe(20);
    expect(cited(resolved)).toContain('603.4');
  });
});
