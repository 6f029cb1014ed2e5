import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, MOUNTAIN, MURDER, SWAMP, ids, lands, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const MONOLITH = defineCard({ name: 'Basalt Monolith', manaCost: '{3}', types: ['Artifact'], text: "Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap Basalt Monolith." });
const GRASP = defineCard({ name: 'Paralyzing Grasp', manaCost: '{2}{U}', types: ['Enchantment'], subtypes: ['Aura'], text: "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step." });
const FIREBREATHING = defineCard({ name: 'Firebreathing', manaCost: '{R}', types: ['Enchantment'], subtypes: ['Aura'], text: 'Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.' });
const REGENERATION = defineCard({ name: 'Regeneration', manaCost: '{1}{G}', types: ['Enchantment'], subtypes: ['Aura'], text: 'Enchant creature\n{G}: Regenerate enchanted creature.' });
const COWER = defineCard({ name: 'Cower in Fear', manaCost: '{1}{B}{B}', types: ['Instant'], text: 'Creatures your opponents control get -1/-1 until end of turn.' });
const EARTHQUAKE = defineCard({ name: 'Earthquake', manaCost: '{X}{R}', types: ['Sorcery'], text: 'Earthquake deals X damage to each creature without flying and each player.' });
const RHINO = defineCard({ name: 'Charging Rhino', manaCost: '{3}{G}{G}', types: ['Creature'], subtypes: ['Rhino'], power: '4', toughness: '4', text: "Charging Rhino can't be blocked by more than one creature." });
const BIRD = defineCard({ name: 'Test Bird', manaCost: '{1}{U}', types: ['Creature'], subtypes: ['Bird'], power: '1', toughness: '1', text: 'Flying' });
const GOBLIN = defineCard({ name: 'Raging Goblin', manaCost: '{R}', types: ['Creature'], subtypes: ['Goblin', 'Berserker'], power: '1', toughness: '1', text: 'Haste' });
const CARDS: CardDefinition[] = [MONOLITH, GRASP, FIREBREATHING, REGENERATION, COWER, EARTHQUAKE, RHINO];
const catalog = new InMemoryCatalog([...CARDS, BIRD, GOBLIN, FOREST, ISLAND, MOUNTAIN, SWAMP, GRIZZLY_BEARS, MURDER]);

const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...(targets ? { targets } : {}), ...more });
/** From alice's end step to bob's upkeep: bob's untap step happens in between. */
const toBobsTurn = (battlefield: unknown[]) => answer({ state: board({ battlefield, turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } }), actions: passes(2) });

describe('more static abilities and abilities of Auras', () => {
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it("502.3: Basalt Monolith doesn't untap during its controller's untap step; its own ability untaps it (701.26b)", () => {
    const a = toBobsTurn([perm('m', 'Basalt Monolith', 'bob', { tapped: true }), perm('i', 'Island', 'bob', { tapped: true })]);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(onField(a, 'm')?.tapped).toBe(true);
    expect(onField(a, 'i')?.tapped).toBe(false);
    expect(cited(a)).toContain('502.3');
    const state = board({ battlefield: [perm('m', 'Basalt Monolith', 'alice', { tapped: true }), ...lands('Island', 'u', 3)] });
    const untapped = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 1 }, ...passes(2)] });
    expect(onField(untapped, 'm')?.tapped).toBe(false);
  });

  it("502.3: Paralyzing Grasp keeps the enchanted creature tapped; once the Aura is gone, it untaps again", () => {
    const field = [perm('x', 'Grizzly Bears', 'bob', { tapped: true }), perm('y', 'Grizzly Bears', 'bob', { tapped: true }), perm('g', 'Paralyzing Grasp', 'alice', { attachedTo: 'x' })];
    const a = toBobsTurn(field);
    expect(onField(a, 'x')?.tapped).toBe(true);
    expect(onField(a, 'y')?.tapped).toBe(false);
    const b = toBobsTurn(field.slice(0, 2));
    expect(onField(b, 'x')?.tapped).toBe(false);
  });

  it('611.2c: Firebreathing gives +1/+0 to the creature it enchants as the ability resolves', () => {
    const state = board({ battlefield: [...lands('Mountain', 'r', 2), perm('b', 'Grizzly Bears', 'alice'), perm('f', 'Firebreathing', 'alice', { attachedTo: 'b' })] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'f', ability: 0 }, ...passes(2), { type: 'activate', player: 'alice', source: 'f', ability: 0 }, ...passes(2)] });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
  });

  it('701.19a: Regeneration shields the creature it enchants; Murder then taps it instead (614.8)', () => {
    const state = board({ battlefield: [...lands('Forest', 'g', 1), ...lands('Swamp', 's', 3), perm('b', 'Grizzly Bears', 'alice'), perm('r', 'Regeneration', 'alice', { attachedTo: 'b' })] }, { hand: [{ id: 'm', card: 'Murder' }] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'r', ability: 0 }, ...passes(2), cast('m', ['b']), ...passes(2)] });
    expect(onField(a, 'b')).toMatchObject({ tapped: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.19a', '614.8']));
  });

  it('611.2c: Cower in Fear gives -1/-1 to the creatures the opponents control, not to its controller\'s', () => {
    const state = board({ battlefield: [...lands('Swamp', 's', 3), perm('g', 'Raging Goblin', 'bob'), perm('b', 'Grizzly Bears', 'bob'), perm('mine', 'Raging Goblin', 'alice')] }, { hand: [{ id: 'h', card: 'Cower in Fear' }] });
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(onField(a, 'g')).toBeUndefined();
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(a, 'mine')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });

  it('Earthquake (X = 1): 1 damage to each creature without flying and each player; the flyer is not dealt damage', () => {
    const state = board({ battlefield: [...lands('Mountain', 'r', 2), perm('g', 'Raging Goblin', 'bob'), perm('bird', 'Test Bird', 'bob')] }, { hand: [{ id: 'h', card: 'Earthquake' }] });
    const a = answer({ state, actions: [cast('h', undefined, { x: 1 }), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
    expect(onField(a, 'bird')?.damage).toBe(0);
    expect(a.state.players.map((p) => p.life)).toEqual([19, 19]);
  });

  it("509.1b: Charging Rhino can't be blocked by more than one creature; one blocker is legal", () => {
    const field = [perm('r', 'Charging Rhino', 'alice'), perm('x', 'Grizzly Bears', 'bob'), perm('y', 'Grizzly Bears', 'bob')];
    const asked = answer({ state: board({ battlefield: field, turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }), actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'r', attacking: 'bob' }] }, ...passes(2)] });
    const two = answer({ state: asked.state, action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['r'] }, { id: 'y', blocking: ['r'] }] } });
    expect(two.violations[0]).toMatchObject({ code: 'CANT_BLOCK', rule: '509.1b' });
    const one = answer({ state: asked.state, action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['r'] }] } });
    expect(one.legal).toBe(true);
  });
});

describe('614.1d: "enters tapped unless you control ..."', () => {
  const CLIFFS = defineCard({ name: 'Blackcleave Cliffs', types: ['Land'], text: 'Blackcleave Cliffs enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {R}.' });
  const GROVE = defineCard({ name: 'Sunpetal Grove', types: ['Land'], text: 'Sunpetal Grove enters tapped unless you control a Forest or a Plains.\n{T}: Add {G} or {W}.' });
  const GLADE = defineCard({ name: 'Deathcap Glade', types: ['Land'], text: 'Deathcap Glade enters tapped unless you control two or more other lands.\n{T}: Add {B} or {G}.' });
  const lands3 = new InMemoryCatalog([CLIFFS, GROVE, GLADE, FOREST, ISLAND]);
  const play = (name: string, others: string[]) => {
    const state = board({ battlefield: others.map((n, i) => perm(`l${i}`, n, 'alice')) }, { hand: [{ id: 'new', card: name }] });
    const outcome = adjudicate({ state, action: { type: 'playLand', player: 'alice', card: 'new' } }, lands3);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  const tapped = (a: Answer) => a.state.battlefield.find((o) => o.id === 'new')?.tapped;

  it('are understood', () => {
    for (const c of [CLIFFS, GROVE, GLADE]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });
  it.each([
    ['Blackcleave Cliffs', ['Island', 'Island'], false],
    ['Blackcleave Cliffs', ['Island', 'Island', 'Island'], true],
    ['Deathcap Glade', ['Island'], true],
    ['Deathcap Glade', ['Island', 'Island'], false],
    ['Sunpetal Grove', ['Island'], true],
    ['Sunpetal Grove', ['Island', 'Forest'], false],
  ])('%s with %j: tapped %s', (name, others, expected) => {
    const a = play(name as string, others as string[]);
    expect(a.legal).toBe(true);
    expect(tapped(a)).toBe(expected);
    expect(cited(a)).toContain('614.1d');
  });
});
