import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';

const card = defineCard;
const basic = (name: string, symbol: string): CardDefinition => card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name], text: `({T}: Add {${symbol}}.)` });
/** Real cards, Oracle text of the bundled catalog. */
const catalog = new InMemoryCatalog([
  basic('Mountain', 'R'),
  basic('Swamp', 'B'),
  card({ name: 'Grizzly Bears', manaCost: '{1}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2' }),
  card({ name: 'Serra Angel', manaCost: '{3}{W}{W}', colors: ['W'], types: ['Creature'], subtypes: ['Angel'], power: '4', toughness: '4', text: "Flying (This creature can't be blocked except by creatures with flying or reach.)\nVigilance (Attacking doesn't cause this creature to tap.)" }),
  card({ name: 'Prodigal Pyromancer', manaCost: '{2}{R}', colors: ['R'], types: ['Creature'], subtypes: ['Human', 'Wizard'], power: '1', toughness: '1', text: '{T}: Prodigal Pyromancer deals 1 damage to target creature or player.' }),
  card({ name: 'Mogg Fanatic', manaCost: '{R}', colors: ['R'], types: ['Creature'], subtypes: ['Goblin'], power: '1', toughness: '1', text: 'Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player.' }),
  card({ name: 'Gorgon Flail', manaCost: '{2}', types: ['Artifact'], subtypes: ['Equipment'], text: 'Equipped creature gets +1/+1 and has deathtouch. (Any amount of damage it deals to a creature is enough to destroy that creature.)\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)' }),
  card({ name: 'Vampire Nighthawk', manaCost: '{1}{B}{B}', colors: ['B'], types: ['Creature'], subtypes: ['Vampire', 'Shaman'], power: '2', toughness: '3', text: 'Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)' }),
  card({ name: 'Prey Upon', manaCost: '{G}', colors: ['G'], types: ['Sorcery'], text: "Target creature you control fights target creature you don't control." }),
  card({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], text: '({T}: Add {G}.)' }),
]);
const answer = rulingsWith(catalog);
const passes = [{ type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }];
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const ping = (source: string, target: string) => [{ type: 'activate', player: 'alice', source, ability: 0, targets: [target] }, ...passes];
const flailed = (holder: string) => board({ battlefield: [{ id: 'x1', card: holder, controller: 'alice' }, { id: 'gf', card: 'Gorgon Flail', controller: 'alice', attachedTo: 'x1' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }] });

/** 702.2b, 704.5h: any damage from a source with deathtouch destroys the creature, whatever the damage is (702.2d). */
describe('702.2 deathtouch', () => {
  it("Prodigal Pyromancer equipped with Gorgon Flail: its ability's 1 damage (113.7a) destroys Serra Angel", () => {
    const a = answer({ state: flailed('Prodigal Pyromancer'), actions: ping('x1', 'sa') });
    expect(onField(a, 'sa')).toBeUndefined();
    expect((a.state.players[1].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['sa']);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.2b', '704.5h']));
  });

  it('702.2e: Mogg Fanatic, sacrificed while equipped with Gorgon Flail, had deathtouch as it last existed: its 1 damage destroys Serra Angel', () => {
    const a = answer({ state: flailed('Mogg Fanatic'), actions: ping('x1', 'sa') });
    expect(onField(a, 'sa')).toBeUndefined();
    expect(cited(a)).toContain('704.5h');
  });

  it('701.14a: a fight goes through the same rule: Vampire Nighthawk fighting Serra Angel destroys it and gains alice 2 life (702.15b); the 4 damage of the Angel destroys the Nighthawk (704.5g)', () => {
    const state = board({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }] }, { hand: [{ id: 'pu', card: 'Prey Upon' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'pu', targets: ['vn', 'sa'] }, ...passes] });
    expect(onField(a, 'sa')).toBeUndefined();
    expect(onField(a, 'vn')).toBeUndefined();
    expect(a.state.players[0]).toMatchObject({ life: 22 });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.14a', '702.2b', '704.5h', '704.5g', '702.15b']));
  });

  it('deathtouch damage to a player is only life loss (120.3a)', () => {
    const a = answer({ state: flailed('Prodigal Pyromancer'), actions: ping('x1', 'bob') });
    expect(a.state.players[1]).toMatchObject({ life: 19 });
    expect(onField(a, 'sa')).toBeDefined();
  });
});
