import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * Situations a review of the engine found judged wrongly, each with the rule that decides it.
 * Every card is defined here as its current Oracle text reads (or an inline card).
 */
const catalog = new InMemoryCatalog([
  ...['Forest', 'Mountain', 'Island', 'Plains', 'Grizzly Bears', 'Lightning Bolt', 'Raging Goblin'].map((n) => testCatalog.find(n) as CardDefinition),
  defineCard({ name: 'Test Deathtouch Pinger', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Human'], power: '1', toughness: '1', text: 'Deathtouch\nLifelink\n{T}: Test Deathtouch Pinger deals 1 damage to any target.' }),
  defineCard({ name: 'Test Mourner', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Human'], power: '2', toughness: '2', text: 'Whenever another creature dies, each opponent loses 1 life.' }),
  defineCard({ name: 'Test Reckoner', manaCost: '{R}{W}', types: ['Creature'], subtypes: ['Spirit'], power: '3', toughness: '3', text: 'Whenever Test Reckoner is dealt damage, each opponent loses 1 life.' }),
  defineCard({ name: 'Wrath of God', manaCost: '{2}{W}{W}', types: ['Sorcery'], text: "Destroy all creatures. They can't be regenerated." }),
  defineCard({ name: 'Giant Growth', manaCost: '{G}', types: ['Instant'], text: 'Target creature gets +3/+3 until end of turn.' }),
  defineCard({ name: 'Unsummon', manaCost: '{U}', types: ['Instant'], text: "Return target creature to its owner's hand." }),
  defineCard({ name: 'Test Two Pumps', manaCost: '{G}', types: ['Instant'], text: 'Target creature gets +3/+3 until end of turn.\nTarget creature gets -1/-1 until end of turn.' }),
  defineCard({ name: 'Gut Shot', manaCost: '{R/P}', types: ['Instant'], text: 'Gut Shot deals 1 damage to any target.' }),
  defineCard({ name: 'Test Walker', manaCost: '{2}{R}', types: ['Planeswalker'], subtypes: ['Test'], loyalty: '3' }),
  defineCard({ name: 'Little Girl', manaCost: '{hw}', types: ['Creature'], subtypes: ['Human'], power: '1', toughness: '1' }),
]);
const answer = rulingsWith(catalog);

describe('rulings a review found wrong', () => {
  it('702.2b, 702.15b: deathtouch and lifelink work for noncombat damage too', () => {
    const state = board({ battlefield: [{ id: 'p1', card: 'Test Deathtouch Pinger', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['b1'] }, ...passes(2)] });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['p1']);
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.15b', '704.5h']));
  });

  it('603.2: "whenever it is dealt damage" triggers even when that damage destroys it', () => {
    const state = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'r1', card: 'Test Reckoner', controller: 'bob' }] }, { hand: [{ id: 'l1', card: 'Lightning Bolt' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['r1'] }, ...passes(2), ...passes(2)] });
    expect(a.state.players[0].life).toBe(19);
  });

  it('603.10a: creatures destroyed together see each other die', () => {
    const state = board({ battlefield: [...['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, card: 'Plains', controller: 'alice' })), { id: 'x1', card: 'Test Mourner', controller: 'alice' }, { id: 'x2', card: 'Test Mourner', controller: 'alice' }] }, { hand: [{ id: 'w1', card: 'Wrath of God' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)] });
    // Two triggers, one from each Mourner: alice orders them (603.3b), then both resolve.
    expect(a.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    expect(a.decision?.options).toHaveLength(2);
    const resolved = answer({ state: a.state, actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: a.decision?.options }, ...passes(2), ...passes(2)] });
    expect(resolved.state.players[1].life).toBe(18);
  });

  it('514.3a: after players had priority in cleanup, another cleanup step ends "until end of turn" effects', () => {
    const state = board({
      battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'bob' }],
      turn: { number: 3, active: 'alice', step: 'cleanup', priority: 'alice' },
    }, {}, { hand: [{ id: 'g1', card: 'Giant Growth' }] });
    const a = answer({ state, actions: [{ type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'g1', targets: ['b1'] }, ...passes(2, 'bob', 'alice'), ...passes(2)] });
    expect(cited(a)).toContain('514.3a');
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(a.state.effects).toEqual([]);
  });

  it('400.7: a creature that left the battlefield and came back is a new object: old effects do not apply', () => {
    const state = board({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }, { hand: [{ id: 'g1', card: 'Giant Growth' }, { id: 'u1', card: 'Unsummon' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'g1', targets: ['b1'] }, ...passes(2), { type: 'cast', player: 'alice', card: 'u1', targets: ['b1'] }, ...passes(2)] });
    expect(a.state.effects).toEqual([]);
  });

  it('613: two effects of one spell on two creatures each apply to their own creature', () => {
    const state = board({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'a1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] }, { hand: [{ id: 't1', card: 'Test Two Pumps' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', targets: ['a1', 'b1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'a1')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });

  it('702.16j: protection from everything cannot be targeted', () => {
    const state = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }], effects: [{ id: 'e1', kind: 'add-keyword', keyword: 'protection from everything', affects: ['b1'], controller: 'bob', timestamp: 9, duration: 'until-end-of-turn' }] }, { hand: [{ id: 'l1', card: 'Lightning Bolt' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] } }).violations[0]).toMatchObject({ rule: '702.16j' });
  });

  it('302.6: a land that became a creature this turn cannot tap for mana', () => {
    const state = board({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice', summoningSick: true }], effects: [{ id: 'e1', kind: 'add-types', types: ['Creature'], affects: ['f1'], controller: 'alice', timestamp: 9, duration: 'until-end-of-turn' }, { id: 'e2', kind: 'set-pt', power: 2, toughness: 2, affects: ['f1'], controller: 'alice', timestamp: 9, duration: 'until-end-of-turn' }] });
    expect(answer({ state, action: { type: 'activate', player: 'alice', source: 'f1', ability: 0 } }).violations[0]).toMatchObject({ rule: '302.6' });
  });

  it('107.4f: with no mana, Phyrexian mana is paid with 2 life automatically', () => {
    const a = answer({ state: board({}, { hand: [{ id: 'g1', card: 'Gut Shot' }] }), actions: [{ type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 19]);
  });

  it('306.5b: a planeswalker on a board without counters has its printed loyalty', () => {
    const a = answer({ state: board({ battlefield: [{ id: 'w1', card: 'Test Walker', controller: 'alice' }] }), actions: [] });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 3 } });
  });

  it('601.2c: a stack entry with more targets than its spell has is refused (422), not judged on its first target', () => {
    const outcome = adjudicate({ state: board({ stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice', 'bob'] }] }), actions: passes(2) }, catalog);
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ code: 'TOO_MANY_TARGETS', rule: '601.2c', path: 'state.stack[0].targets' })] });
    expect(adjudicate({ state: board({ stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] }), actions: passes(2) }, catalog).kind).toBe('answer');
  });

  it('a card whose mana cost the engine cannot read is refused as unsupported, not a crash', () => {
    const outcome = adjudicate({ state: board({}, { hand: [{ id: 'g1', card: 'Little Girl' }] }), action: { type: 'cast', player: 'alice', card: 'g1' } }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });

  it('long card text is refused at once, not parsed for minutes', () => {
    const outcome = adjudicate({ state: board({ battlefield: [{ id: 'x', card: { name: 'X', types: ['Enchantment'], text: ' '.repeat(80000) }, controller: 'alice' }] }), actions: [] }, catalog);
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ code: 'INVALID_FIELD', path: 'state.battlefield[0].card.text' }] });
  });
});

describe('702.11d hexproof from a color', () => {
  const catalog2 = new InMemoryCatalog([
    ...['Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
    defineCard({ name: 'Test Warded Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2', text: 'Hexproof from red' }),
  ]);
  const run = (state: unknown, action: unknown) => {
    const outcome = adjudicate({ state, action }, catalog2);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it("an opponent's red spell cannot target it; its controller's can", () => {
    const theirs = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'b1', card: 'Test Warded Bear', controller: 'bob' }] }, { hand: [{ id: 'l1', card: 'Lightning Bolt' }] });
    expect(run(theirs, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).violations[0]).toMatchObject({ rule: '702.11d' });
    const mine = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'b1', card: 'Test Warded Bear', controller: 'alice' }] }, { hand: [{ id: 'l1', card: 'Lightning Bolt' }] });
    expect(run(mine, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).legal).toBe(true);
  });
});

describe("113.6g can't be countered; 702.114 devoid", () => {
  const catalog3 = new InMemoryCatalog([
    ...['Island', 'Forest'].map((n) => testCatalog.find(n) as CardDefinition),
    defineCard({ name: 'Counterspell', manaCost: '{U}{U}', types: ['Instant'], text: 'Counter target spell.' }),
    defineCard({ name: 'Test Stubborn Growth', manaCost: '{G}', types: ['Sorcery'], text: "This spell can't be countered.\nDraw a card." }),
    defineCard({ name: 'Test Eldrazi Bolt', manaCost: '{1}{R}', types: ['Instant'], text: 'Devoid\nTest Eldrazi Bolt deals 2 damage to any target.' }),
    defineCard({ name: 'Test Pro-Red Bear', manaCost: '{1}{W}', types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2', text: 'Protection from red' }),
    defineCard({ name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'] }),
  ]);
  const run = (request: Record<string, unknown>) => {
    const outcome = adjudicate(request as { state: unknown }, catalog3);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it("Counterspell resolves but does not counter a spell that can't be countered (101.2)", () => {
    const state = board({ battlefield: [{ id: 'i1', card: 'Island', controller: 'bob' }, { id: 'i2', card: 'Island', controller: 'bob' }], stack: [{ id: 's1', card: 'Test Stubborn Growth', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } }, { library: [{ id: 'top', card: 'Forest' }] }, { hand: [{ id: 'c1', card: 'Counterspell' }] });
    const a = run({ state, actions: [{ type: 'cast', player: 'bob', card: 'c1', targets: ['s1'] }, { type: 'pass', player: 'bob' }, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }] });
    expect(cited(a)).toContain('101.2');
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
  });
  it('a devoid spell is colorless: protection from red does not stop it (702.114a)', () => {
    const state = board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'm2', card: 'Mountain', controller: 'alice' }, { id: 'b1', card: 'Test Pro-Red Bear', controller: 'bob' }] }, { hand: [{ id: 'e1', card: 'Test Eldrazi Bolt' }] });
    const a = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'e1', targets: ['b1'] }, { type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.some((o) => o.id === 'b1')).toBe(false);
    // Dealt lethal damage (120.3e), it dies (704.5g): not removed some other way.
    expect(a.state.players[1].graveyard).toEqual([expect.objectContaining({ id: 'b1' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3e', '704.5g']));
  });
});
