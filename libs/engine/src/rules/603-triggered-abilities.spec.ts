import { CardDefinition } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const creature = (name: string, text: string, pt = '2', cost = '{1}{W}'): CardDefinition => ({ name, manaCost: cost, colors: ['W'], supertypes: [], types: ['Creature'], subtypes: ['Human'], power: pt, toughness: pt, loyalty: null, text });
const monk = creature('Venerable Monk', 'When Venerable Monk enters the battlefield, you gain 2 life.', '2', '{2}{W}');
const kavu = creature('Test Kavu', 'When Test Kavu enters the battlefield, Test Kavu deals 2 damage to target creature.', '3', '{3}{R}');
const mourner = creature('Test Mourner', 'When Test Mourner dies, draw a card.', '1', '{1}{B}');
const healer = creature('Test Healer', 'At the beginning of your upkeep, you gain 1 life.', '1');
const desperate = creature('Test Desperate', 'At the beginning of your upkeep, if you have 5 or less life, you gain 5 life.', '1');
const brawler = creature('Test Brawler', 'Whenever Test Brawler attacks, put a +1/+1 counter on Test Brawler.', '2');
const adept = creature('Test Adept', 'Whenever you cast a spell, Test Adept gets +1/+1 until end of turn.', '1');
const watcher = creature('Test Watcher', 'At the beginning of each upkeep, you gain 1 life.', '1');
const catalog = new InMemoryCatalog([monk, kavu, mourner, healer, desperate, brawler, adept, watcher, ...['Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const plains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, card: 'Plains', controller: 'alice' }));

describe('603 triggered abilities', () => {
  it('the compiler understands the templates, and the intervening "if" (603.4)', () => {
    for (const c of [monk, kavu, mourner, healer, desperate, brawler, adept, watcher]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    const d = compileCard(desperate).abilities[0];
    expect(d.kind === 'triggered' && d.condition).toEqual({ kind: 'lifeAtMost', n: 5 });
  });

  it('603.2, 603.3: an enters-the-battlefield trigger goes on the stack the next time a player would receive priority, then resolves', () => {
    const state = board({ battlefield: plains(3) }, { hand: [{ id: 'h1', card: 'Venerable Monk' }] });
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1' }, ...passes(2)] });
    expect(cast.state.battlefield.map((o) => o.id)).toContain('h1');
    expect(cast.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: { source: 'h1', index: 0, triggered: true } })]);
    expect(cited(cast)).toEqual(expect.arrayContaining(['608.3', '603.2', '603.3']));
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(resolved.state.players[0].life).toBe(22);
    expect(resolved.state.stack).toEqual([]);
  });

  it('603.3d: with one legal target it is chosen; with several, its controller chooses as it goes on the stack', () => {
    const one = board({ battlefield: [...plains(3), { id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] }, { hand: [{ id: 'h1', card: 'Test Kavu' }] });
    const a = answer({ state: one, actions: [{ type: 'cast', player: 'alice', card: 'h1' }, ...passes(2)] });
    // The Kavu itself is a creature too: two legal targets, so a decision.
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    expect(a.decision?.options?.sort()).toEqual(['b1', 'h1']);
    const chosen = answer({ state: a.state, actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['b1'] }, ...passes(2)] });
    expect(chosen.state.battlefield.map((o) => o.id)).not.toContain('b1');
    expect(cited(chosen)).toEqual(expect.arrayContaining(['603.3', '120.3e', '704.5g']));
  });

  it('603.10a: a dies trigger looks back at the creature that left the battlefield', () => {
    const state = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'bob' }, { id: 'x1', card: 'Test Mourner', controller: 'alice' }], turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } }, { library: [{ id: 'top', card: 'Plains' }] }, { hand: [{ id: 'h9', card: 'Lightning Bolt' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'h9', targets: ['x1'] }, ...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')] });
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '603.2', '603.3', '121.1']));
  });

  it('603.2b: "at the beginning of your upkeep" triggers in its controller\'s upkeep only', () => {
    const state = board({ battlefield: [{ id: 'x1', card: 'Test Healer', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'untap', priority: null } });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.players[0].life).toBe(21);
    const bobs = answer({ state: board({ battlefield: [{ id: 'x1', card: 'Test Healer', controller: 'alice' }], turn: { number: 4, active: 'bob', step: 'untap', priority: null } }), actions: passes(2, 'bob', 'alice') });
    expect(bobs.state.players[0].life).toBe(20);
  });

  it('603.4: an intervening "if" is checked when it would trigger and again on resolution', () => {
    const high = answer({ state: board({ battlefield: [{ id: 'x1', card: 'Test Desperate', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'untap', priority: null } }), actions: [] });
    expect(high.state.stack).toEqual([]);
    expect(cited(high)).toContain('603.4');
    const low = answer({ state: board({ battlefield: [{ id: 'x1', card: 'Test Desperate', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'untap', priority: null } }, { life: 4 }), actions: [] });
    expect(low.state.stack).toHaveLength(1);
    // Alice gains life in response (here: the board says so); the condition fails on resolution.
    const changed = { ...low.state, players: low.state.players.map((p) => (p.id === 'alice' ? { ...p, life: 9 } : p)) };
    const resolved = answer({ state: changed, actions: passes(2) });
    expect(resolved.state.players[0].life).toBe(9);
    expect(cited(resolved)).toContain('603.4');
  });

  it('603.3b: APNAP: the active player\'s triggers go on the stack first, so the other player\'s resolve first', () => {
    const state = board({ battlefield: [{ id: 'w1', card: 'Test Watcher', controller: 'alice' }, { id: 'w2', card: 'Test Watcher', controller: 'bob' }], turn: { number: 3, active: 'alice', step: 'untap', priority: null } });
    const a = answer({ state, actions: [] });
    expect(a.state.stack.map((s) => s.controller)).toEqual(['alice', 'bob']);
  });

  it('603.3b: a player with several different triggers chooses their order', () => {
    const state = board({ battlefield: [{ id: 'h1', card: 'Test Healer', controller: 'alice' }, { id: 'w1', card: 'Test Watcher', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'untap', priority: null } });
    const a = answer({ state, actions: [] });
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', rule: '603.3b' });
    const order = [...(a.decision?.options ?? [])].reverse();
    const b = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: order } });
    expect(b.state.stack.map((s) => s.id)).toEqual(order);
    expect(b.decision).toMatchObject({ kind: 'priority', player: 'alice' });
  });

  it('attack and cast triggers', () => {
    const attack = answer({
      state: board({ battlefield: [{ id: 'x1', card: 'Test Brawler', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null } }),
      actions: [{ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'x1', attacking: 'bob' }] }, ...passes(2)],
    });
    expect(attack.state.battlefield[0].counters).toEqual({ '+1/+1': 1 });
    const cast = answer({
      state: board({ battlefield: [{ id: 'x1', card: 'Test Adept', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' }] }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }, ...passes(2)],
    });
    expect(cast.state.battlefield[0].characteristics).toMatchObject({ power: 2, toughness: 2 });
  });
});
