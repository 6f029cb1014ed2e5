import { adjudicate, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes, refusedAt } from '../testing/actions';

/**
 * Findings of a second review (characteristic-defining abilities, damage and life replacement with
 * the 616.1 decisions, text-changing effects, layer 2 control, graveyard replacement effects): each
 * test states what the comprehensive rules say, or what the wire contract promises.
 */

const def = defineCard;
/** Current Oracle text; an inline definition whose colors come from its cost (202.2), as a client writes it. */
const ghostfire = def({ name: 'Ghostfire', manaCost: '{2}{R}', types: ['Instant'], text: 'Ghostfire is colorless.\nGhostfire deals 3 damage to any target.' });
const proRed = def({ name: 'Test Pro Red', manaCost: '{1}{W}', colors: ['W'], types: ['Creature'], subtypes: ['Knight'], power: '2', toughness: '2', text: 'Protection from red' });
/** The template the compiler reads (Kalitas, Traitor of Ghet without its token). */
const exiler = def({ name: 'Test Exiler', manaCost: '{1}{B}', colors: ['B'], types: ['Creature'], subtypes: ['Zombie'], power: '2', toughness: '2', text: 'If a creature an opponent controls would die, exile it instead.' });
const wrath = def({ name: 'Wrath of God', manaCost: '{2}{W}{W}', colors: ['W'], types: ['Sorcery'], text: "Destroy all creatures. They can't be regenerated." });
const furnace = def({ name: 'Furnace of Rath', manaCost: '{1}{R}{R}{R}', colors: ['R'], types: ['Enchantment'], text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.' });

const pyromancer = def({ name: 'Prodigal Pyromancer', manaCost: '{2}{R}', colors: ['R'], types: ['Creature'], subtypes: ['Human', 'Wizard'], power: '1', toughness: '1', text: '{T}: Prodigal Pyromancer deals 1 damage to any target.' });
const chill = def({ name: 'Chill', manaCost: '{1}{U}', colors: ['U'], types: ['Enchantment'], text: 'Red spells cost {2} more to cast.' });
const catalog = new InMemoryCatalog([chill, pyromancer, ghostfire, proRed, exiler, wrath, furnace, ...['Mountain', 'Plains', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}${name[0]}${i}`, card: name, controller }));
const ids = (zone: unknown[]): string[] => zone.map((o) => (o as { id: string }).id);

describe('review findings (2)', () => {
  it('Kalitas ruling, 614.1a, 701.8a: creatures destroyed at once all see a replacement effect of one of them (Wrath of God with Test Exiler listed first)', () => {
    // "If Kalitas dies at the same time as creatures your opponents control, those creature cards will be exiled."
    const state = board({ battlefield: [...lands('Plains', 4), { id: 'x', card: 'Test Exiler', controller: 'alice' }, { id: 'g', card: 'Grizzly Bears', controller: 'bob' }] }, { hand: [{ id: 'w', card: 'Wrath of God' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w' }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['g']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['x', 'w']));
  });

  it('604.3, 105.2, 702.16b: a spell colorless by its characteristic-defining ability (Ghostfire) may target a creature with protection from red', () => {
    const state = board({ battlefield: [...lands('Mountain', 3), { id: 'p', card: 'Test Pro Red', controller: 'bob' }] }, { hand: [{ id: 'gf', card: 'Ghostfire' }] });
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gf', targets: ['p'] }] });
    expect(cast.violations).toEqual([]);
    expect(cast.legal).toBe(true);
    // 702.16e: its damage is not prevented either: the creature dies.
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(ids(resolved.state.players[1].graveyard)).toContain('p');
    // Legal actions offer that target too.
    const listed = legalActionsFor(state, catalog);
    expect(JSON.stringify(listed)).toContain('"targetOptions":[["alice","bob","p"]]');
  });

  it('604.3, 601.2f: a cost change reads the spell\'s colors with its characteristic-defining ability: Chill does not tax Ghostfire', () => {
    const state = board({ battlefield: [...lands('Mountain', 3), { id: 'c', card: 'Chill', controller: 'bob' }] }, { hand: [{ id: 'gf', card: 'Ghostfire' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gf', targets: ['bob'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(17);
  });

  it('702.16b, 613.1e: an ability\'s source has its colors now: a red Prodigal Pyromancer made blue may target a creature with protection from red', () => {
    const state = board({
      battlefield: [{ id: 'pp', card: 'Prodigal Pyromancer', controller: 'alice' }, { id: 'p', card: 'Test Pro Red', controller: 'bob' }],
      effects: [{ id: 'blue', kind: 'set-colors', colors: ['U'], affects: ['pp'], source: 'pp', controller: 'alice', timestamp: 10, duration: 'until-end-of-turn' }],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'pp', ability: 0, targets: ['p'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'p')).toMatchObject({ damage: 1 });
  });

  it('608.3, 616.1: only a spell that deals damage or gains life at that step waits for a 616.1 order (a Grizzly Bears spell marked awaitingReplacement is refused, not put into the graveyard)', () => {
    const waiting = (card: string, next: number) => board({ stack: [{ id: 's', card, controller: 'alice', targets: card === 'Lightning Bolt' ? ['bob'] : [], awaitingReplacement: { player: 'bob', options: ['x'], text: 't', kind: 'damage', chosen: {}, next } }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null } });
    const choose = { type: 'choose', player: 'bob', decision: 't3.first-main.chooseReplacement.s', choice: ['x'] };
    expect(refusedAt(run({ state: waiting('Grizzly Bears', 0), action: { ...choose, player: 'alice' } }), 'state.stack[0].awaitingReplacement')).toBe(true);
    // Lightning Bolt has one effect, numbered 0: effect 5 does not exist (the Bolt would resolve doing nothing).
    expect(refusedAt(run({ state: waiting('Lightning Bolt', 5), action: choose }), 'state.stack[0].awaitingReplacement')).toBe(true);
    expect(run({ state: waiting('Lightning Bolt', 0), action: choose }).kind).toBe('answer');
  });

  it('510.2, 616.1: combat damage waits for a 616.1 order only in a combat damage step (a board in the declare attackers step is refused, no damage dealt)', () => {
    const state = board({
      battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }],
      combat: { attackers: [{ id: 'g', attacking: 'bob' }], awaitingReplacement: { key: 'g>bob', player: 'bob', options: ['x'], text: 't' } },
      turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
    });
    expect(refusedAt(run({ state, action: { type: 'choose', player: 'bob', decision: 't3.declare-attackers.chooseReplacement.g>bob', choice: ['x'] } }), 'state.combat.awaitingReplacement')).toBe(true);
  });

  it('616.1: one 616.1 choice is awaited at a time: a board with a spell and combat damage both waiting is refused (the decision named one, the answer went to the other)', () => {
    const state = board({
      battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }],
      stack: [{ id: 's', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], awaitingReplacement: { player: 'bob', options: ['x'], text: 't', kind: 'damage', chosen: {}, next: 0 } }],
      combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockersDeclared: true, awaitingReplacement: { key: 'g>bob', player: 'bob', options: ['y'], text: 't' } },
      turn: { number: 3, active: 'alice', step: 'combat-damage', priority: null },
    });
    expect(refusedAt(run({ state, action: { type: 'choose', player: 'bob', decision: 't3.combat-damage.chooseReplacement.s', choice: ['x'] } }), 'state.combat.awaitingReplacement')).toBe(true);
  });
  // 702.19b vs 702.19f for a trampler's excess sent to a player it does not attack: fixed, tested in keywords/combat-keywords.spec.ts.
});
