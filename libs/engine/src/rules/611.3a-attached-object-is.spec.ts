import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField } from '../testing/actions';

/**
 * 611.3a, 301.5, 303.4: "As long as equipped creature is a Human, it gets an additional +1/+0.", "As long as enchanted
 * creature is blue, it gets +1/+1 and has shroud.", "As long as enchanted land is a basic Mountain, Goblin creatures get
 * +0/+2.": the condition is read on the object the source is attached to now (its types, supertypes and colors as the
 * layers make them); "it" is that object.
 */
const answer = rulingsWith(
  new InMemoryCatalog(
    [
      'Silver-Inlaid Dagger',
      'Clout of the Dominus',
      'Goblin Caves',
      'Bladed Bracers',
      "Champion's Helm",
      'Elite Vanguard',
      'Grizzly Bears',
      'Goblin Piker',
      'Merfolk of the Pearl Trident',
      'Raging Goblin',
      'Isamaru, Hound of Konda',
      'Mountain',
      'Taiga',
    ].map(bundledCard),
  ),
);

const field = (battlefield: Record<string, unknown>[]) => answer({ state: board({ battlefield }), actions: [] });

describe('611.3a: a condition on the attached object ("As long as equipped creature is a Human, it ...")', () => {
  it.each([
    'Silver-Inlaid Dagger',
    'Heavy Mattock',
    'True-Faith Censer',
    'Clout of the Dominus',
    'Goblin Caves',
    'Bladed Bracers',
    "Champion's Helm",
    'Sword of the Paruns',
  ])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('Silver-Inlaid Dagger: +3/+0 on a Human (Elite Vanguard 5/1), +2/+0 on a Bear (Grizzly Bears 4/2)', () => {
    const human = field([
      { id: 'ev', card: 'Elite Vanguard', controller: 'alice' },
      { id: 'sd', card: 'Silver-Inlaid Dagger', controller: 'alice', attachedTo: 'ev' },
    ]);
    expect(onField(human, 'ev')?.characteristics).toMatchObject({ power: 5, toughness: 1 });
    const bear = field([
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'sd', card: 'Silver-Inlaid Dagger', controller: 'alice', attachedTo: 'gb' },
    ]);
    expect(onField(bear, 'gb')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
  });

  it('Clout of the Dominus: a blue creature gets +1/+1 and shroud, a red one +1/+1 and haste, a green one nothing', () => {
    const blue = field([
      { id: 'mp', card: 'Merfolk of the Pearl Trident', controller: 'alice' },
      { id: 'cd', card: 'Clout of the Dominus', controller: 'alice', attachedTo: 'mp' },
    ]);
    expect(onField(blue, 'mp')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(blue, 'mp')?.characteristics?.abilities).toContain('Shroud');
    expect(onField(blue, 'mp')?.characteristics?.abilities ?? []).not.toContain('Haste');
    const red = field([
      { id: 'gp', card: 'Goblin Piker', controller: 'alice' },
      { id: 'cd', card: 'Clout of the Dominus', controller: 'alice', attachedTo: 'gp' },
    ]);
    expect(onField(red, 'gp')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(onField(red, 'gp')?.characteristics?.abilities).toContain('Haste');
    const green = field([
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'cd', card: 'Clout of the Dominus', controller: 'alice', attachedTo: 'gb' },
    ]);
    expect(onField(green, 'gb')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Goblin Caves on a basic Mountain: every Goblin gets +0/+2; on Taiga (a Mountain, not basic): none', () => {
    const basic = field([
      { id: 'm', card: 'Mountain', controller: 'alice' },
      { id: 'gc', card: 'Goblin Caves', controller: 'alice', attachedTo: 'm' },
      { id: 'gp', card: 'Goblin Piker', controller: 'bob' },
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
    ]);
    expect(onField(basic, 'gp')?.characteristics).toMatchObject({ power: 2, toughness: 3 });
    expect(onField(basic, 'gb')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    const taiga = field([
      { id: 't', card: 'Taiga', controller: 'alice' },
      { id: 'gc', card: 'Goblin Caves', controller: 'alice', attachedTo: 't' },
      { id: 'gp', card: 'Goblin Piker', controller: 'bob' },
    ]);
    expect(onField(taiga, 'gp')?.characteristics).toMatchObject({ power: 2, toughness: 1 });
  });

  it('Bladed Bracers: vigilance on an Angel or a Human, not on a Goblin', () => {
    const human = field([
      { id: 'ev', card: 'Elite Vanguard', controller: 'alice' },
      { id: 'bb', card: 'Bladed Bracers', controller: 'alice', attachedTo: 'ev' },
    ]);
    expect(onField(human, 'ev')?.characteristics?.abilities).toContain('Vigilance');
    const goblin = field([
      { id: 'rg', card: 'Raging Goblin', controller: 'alice' },
      { id: 'bb', card: 'Bladed Bracers', controller: 'alice', attachedTo: 'rg' },
    ]);
    expect(onField(goblin, 'rg')?.characteristics?.abilities ?? []).not.toContain('Vigilance');
  });

  it("Champion's Helm: hexproof on a legendary creature (Isamaru), not on Grizzly Bears", () => {
    const legend = field([
      { id: 'ih', card: 'Isamaru, Hound of Konda', controller: 'alice' },
      { id: 'ch', card: "Champion's Helm", controller: 'alice', attachedTo: 'ih' },
    ]);
    expect(onField(legend, 'ih')?.characteristics?.abilities).toContain('Hexproof');
    const bear = field([
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'ch', card: "Champion's Helm", controller: 'alice', attachedTo: 'gb' },
    ]);
    expect(onField(bear, 'gb')?.characteristics?.abilities ?? []).not.toContain('Hexproof');
  });

  it('refused: an intervening "if enchanted permanent is tapped, untap it" (Volition Reins: "it" would be read as the Aura)', () => {
    expect(compileCard(bundledCard('Volition Reins')).support).not.toBe('full');
  });

  it('refused: a quality the grammar does not read ("As long as equipped creature has defender, ...")', () => {
    const odd = compileCard({ ...bundledCard('Sharpened Pitchfork'), text: 'As long as equipped creature has flying, it gets +1/+1.' });
    expect(odd.support).not.toBe('full');
  });
});
