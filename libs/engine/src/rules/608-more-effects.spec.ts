import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

// Current Oracle texts.
const cards = [
  defineCard({ name: 'Naturalize', manaCost: '{1}{G}', types: ['Instant'], text: 'Destroy target artifact or enchantment.' }),
  defineCard({ name: 'Essence Scatter', manaCost: '{1}{U}', types: ['Instant'], text: 'Counter target creature spell.' }),
  defineCard({ name: 'Rush of Battle Test', manaCost: '{G}', types: ['Instant'], text: 'Target creature gets +2/+2 and gains trample until end of turn.' }),
  defineCard({ name: 'Pyroclasm', manaCost: '{1}{R}', types: ['Sorcery'], text: 'Pyroclasm deals 2 damage to each creature.' }),
  defineCard({ name: 'Test Healing', manaCost: '{W}', types: ['Instant'], text: 'Target player gains 4 life.' }),
  defineCard({ name: 'Test Tapped Slayer', manaCost: '{W}', types: ['Instant'], text: 'Destroy target tapped creature.' }),
  defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] }),
  ...['Forest', 'Island', 'Mountain', 'Plains', 'Grizzly Bears', 'Raging Goblin'].map((n) => testCatalog.find(n) as CardDefinition),
];
const catalog = new InMemoryCatalog(cards);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i}`, card: name, controller: 'alice' }));

describe('more spell templates', () => {
  it('all are understood', () => {
    for (const c of cards) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('"target artifact or enchantment": an artifact is legal, a creature is not (115.1)', () => {
    const state = board({ battlefield: [...lands('Forest', 2), { id: 'a1', card: 'Test Idol', controller: 'bob' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] }, { hand: [{ id: 'n1', card: 'Naturalize' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'n1', targets: ['b1'] } }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1', targets: ['a1'] }, ...passes(2)] });
    expect(a.state.battlefield.some((o) => o.id === 'a1')).toBe(false);
  });

  it('"target creature spell" cannot target a sorcery', () => {
    const state = board({ battlefield: lands('Island', 2), stack: [{ id: 's1', card: 'Pyroclasm', controller: 'bob' }], turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } }, { hand: [{ id: 'e1', card: 'Essence Scatter' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'e1', targets: ['s1'] } }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
  });

  it('+2/+2 and trample until end of turn: both parts apply (613.4c, 613.1f)', () => {
    const state = board({ battlefield: [...lands('Forest', 1), { id: 'b1', card: 'Grizzly Bears', controller: 'alice' }] }, { hand: [{ id: 'r1', card: 'Rush of Battle Test' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'r1', targets: ['b1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'b1')?.characteristics).toMatchObject({ power: 4, toughness: 4, abilities: ['Trample'] });
  });

  it('Pyroclasm deals 2 damage to each creature: the 2/2s and the 1/1 die (704.5g)', () => {
    const state = board({ battlefield: [...lands('Mountain', 2), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }, { id: 'g1', card: 'Raging Goblin', controller: 'alice' }] }, { hand: [{ id: 'p1', card: 'Pyroclasm' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'p1' }, ...passes(2)] });
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['m0', 'm1']);
    expect(cited(a)).toContain('704.5g');
  });

  it('target player gains life; "target tapped creature" requires a tapped one', () => {
    const heal = answer({ state: board({ battlefield: lands('Plains', 1) }, { hand: [{ id: 'h1', card: 'Test Healing' }] }, { life: 10 }), actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }, ...passes(2)] });
    expect(heal.state.players[1].life).toBe(14);
    const slay = board({ battlefield: [...lands('Plains', 1), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] }, { hand: [{ id: 't1', card: 'Test Tapped Slayer' }] });
    expect(answer({ state: slay, action: { type: 'cast', player: 'alice', card: 't1', targets: ['b1'] } }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
});

describe('life-draining templates', () => {
  const drain = defineCard({ name: 'Test Drain', manaCost: '{B}', types: ['Sorcery'], text: 'Target player loses 2 life and you gain 2 life.' });
  const bolt = defineCard({ name: 'Test Vampiric Bolt', manaCost: '{R}', types: ['Instant'], text: 'Test Vampiric Bolt deals 2 damage to any target and you gain 2 life.' });
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
    const a = run({ state: board({ battlefield: [{ id: 's1', card: 'Swamp', controller: 'alice' }] }, { hand: [{ id: 'd1', card: 'Test Drain' }] }), actions: [{ type: 'cast', player: 'alice', card: 'd1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([22, 18]);
    const b = run({ state: board({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }] }, { hand: [{ id: 'v1', card: 'Test Vampiric Bolt' }] }), actions: [{ type: 'cast', player: 'alice', card: 'v1', targets: ['bob'] }, ...passes(2)] });
    expect(b.state.players.map((p) => p.life)).toEqual([22, 18]);
  });
});
