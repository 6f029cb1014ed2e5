import { Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { lands as spellLands, passes as spellPasses, ruleSpells, runSpells } from '../testing/spell-cards';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import { lands as bundledLands, perm } from '../testing/spell-cards';

/** Current Oracle texts. */
const brassSecretary = defineCard({
  name: 'Brass Secretary',
  manaCost: '{3}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  power: '2',
  toughness: '1',
  text: '{2}, Sacrifice this creature: Draw a card.',
});
const lotusPetal = defineCard({
  name: 'Lotus Petal',
  manaCost: '{0}',
  types: ['Artifact'],
  text: '{T}, Sacrifice Lotus Petal: Add one mana of any color.',
});
const strikeItRich = defineCard({
  name: 'Strike It Rich',
  manaCost: '{R}',
  types: ['Sorcery'],
  text: 'Create a Treasure token.\nFlashback {2}{R}',
});
const bloodPet = defineCard({
  name: 'Blood Pet',
  manaCost: '{B}',
  types: ['Creature'],
  subtypes: ['Thrull'],
  power: '1',
  toughness: '1',
  text: 'Sacrifice Blood Pet: Add {B}.',
});
/** Test cards: one predefined token each (111.10), and investigate (701.16a). */
const makeClue = defineCard({ name: 'Test Investigation', manaCost: '{U}', types: ['Instant'], text: 'Investigate.' });
const makeFood = defineCard({ name: 'Test Picnic', manaCost: '{G}', types: ['Sorcery'], text: 'Create a Food token.' });
const makeGold = defineCard({ name: 'Test Hoard', manaCost: '{R}', types: ['Sorcery'], text: 'Create two Gold tokens.' });
const catalog = new InMemoryCatalog([
  brassSecretary,
  lotusPetal,
  strikeItRich,
  bloodPet,
  makeClue,
  makeFood,
  makeGold,
  ...['Island', 'Forest', 'Mountain', 'Swamp', 'Grizzly Bears', 'Lightning Bolt'].map(
    (n) => (testCatalog.find(n) ?? defineCard({ name: n, supertypes: ['Basic'], types: ['Land'], subtypes: [n] })) as CardDefinition,
  ),
]);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i}`, card: name, controller: 'alice' }));
const library = [
  { id: 'top', card: 'Forest' },
  { id: 'second', card: 'Island' },
];
const handIds = (a: Answer, i = 0) => (a.state.players[i].hand as { id: string }[]).map((o) => o.id);
const tokensOf = (a: Answer) => a.state.battlefield.filter((o) => (o as { token?: boolean }).token);

describe('"Sacrifice CARDNAME" as a cost (602.1, 118, 701.21a)', () => {
  it('compiles sacrifice-self costs, mana abilities included (605.1a)', () => {
    expect(compileCard(brassSecretary).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { tap: false, mana: '{2}', sacrificeSelf: true },
    });
    expect(compileCard(lotusPetal).abilities[0]).toMatchObject({ kind: 'mana', tap: true, sacrificeSelf: true });
    expect(compileCard(bloodPet).abilities[0]).toMatchObject({ kind: 'mana', tap: false, sacrificeSelf: true, options: [['B']] });
    const shock = defineCard({
      name: 'Test Bomb',
      manaCost: '{1}',
      types: ['Artifact'],
      text: '{R}, Sacrifice this artifact: It deals 2 damage to any target.',
    });
    expect(compileCard(shock)).toMatchObject({ support: 'full', abilities: [{ kind: 'activated', effects: [{ kind: 'damage' }] }] });
  });

  it('a sacrifice mana ability beside another mana ability is understood: activated by its own action (rules/605-mana-abilities.spec.ts)', () => {
    const outpost = defineCard({
      name: 'Abandoned Outpost',
      types: ['Land'],
      text: 'Abandoned Outpost enters tapped.\n{T}: Add {W}.\n{T}, Sacrifice Abandoned Outpost: Add one mana of any color.',
    });
    expect(compileCard(outpost).support).toBe('full');
  });

  it('601.2h, 701.21a: the source is sacrificed as the cost is paid; the ability still resolves (113.7a)', () => {
    const state = board({ battlefield: [{ id: 'bs', card: 'Brass Secretary', controller: 'alice' }, ...lands('Island', 2)] }, { library });
    const activated = answer({ state, action: { type: 'activate', player: 'alice', source: 'bs', ability: 0 } });
    expect(activated.legal).toBe(true);
    expect(activated.state.battlefield.map((o) => o.id)).toEqual(['i0', 'i1']);
    expect((activated.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['bs']);
    expect(activated.state.stack).toHaveLength(1);
    expect(cited(activated)).toEqual(expect.arrayContaining(['602.2a', '601.2h', '701.21a']));
    // The board is sent again: the ability resolves from its source in the graveyard.
    const resolved = answer({ state: activated.state, actions: passes(2) });
    expect(handIds(resolved)).toEqual(['top']);
  });

  it('602.2b: a source that cannot pay the rest of the cost is not sacrificed', () => {
    const state = board({ battlefield: [{ id: 'bs', card: 'Brass Secretary', controller: 'alice' }, ...lands('Island', 1)] });
    const a = answer({ state, action: { type: 'activate', player: 'alice', source: 'bs', ability: 0 } });
    expect(a.legal).toBe(false);
    expect(a.state.battlefield.map((o) => o.id)).toContain('bs');
  });

  it('605.3b: a sacrifice mana ability without {T} adds its mana at once, even from a tapped permanent', () => {
    const state = board({ battlefield: [{ id: 'bp', card: 'Blood Pet', controller: 'alice', tapped: true }] });
    const a = answer({ state, action: { type: 'activate', player: 'alice', source: 'bp', ability: 0 } });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].manaPool).toBe('{B}');
    expect(a.state.battlefield).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.21a', '605.3b']));
  });
});

describe('111.10 predefined tokens', () => {
  it('111.10a: Treasure: a colorless Treasure artifact token with its mana ability', () => {
    const state = board({ battlefield: lands('Mountain', 1) }, { hand: [{ id: 'sir', card: 'Strike It Rich' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sir' }, ...passes(2)] });
    expect(tokensOf(a)).toEqual([
      expect.objectContaining({
        card: {
          name: 'Treasure Token',
          types: ['Artifact'],
          subtypes: ['Treasure'],
          text: '{T}, Sacrifice this token: Add one mana of any color.',
        },
        token: true,
      }),
    ]);
    expect(tokensOf(a)[0].characteristics).toMatchObject({ colors: [], types: ['Artifact'], subtypes: ['Treasure'] });
    expect(cited(a)).toContain('111.10a');
  });

  it('111.10a: the Treasure of a later request pays for a spell when nothing else can, and is sacrificed', () => {
    const made = answer({
      state: board(
        { battlefield: lands('Mountain', 1) },
        {
          hand: [
            { id: 'sir', card: 'Strike It Rich' },
            { id: 'bolt', card: 'Lightning Bolt' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'sir' }, ...passes(2)],
    });
    const treasure = tokensOf(made)[0].id;
    const a = answer({ state: made.state, action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] } });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain(treasure);
    expect(cited(a)).toEqual(expect.arrayContaining(['605.3b', '701.21a', '704.5d']));
  });

  it('automatic payment taps an untapped land rather than sacrifice a Treasure; a payment may name the Treasure', () => {
    const treasure = {
      id: 'tr',
      token: true,
      controller: 'alice',
      card: {
        name: 'Treasure Token',
        types: ['Artifact'],
        subtypes: ['Treasure'],
        text: '{T}, Sacrifice this token: Add one mana of any color.',
      },
    };
    const state = board({ battlefield: [treasure, ...lands('Mountain', 1)] }, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    const auto = answer({ state, action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] } });
    expect(auto.state.battlefield.map((o) => o.id)).toEqual(['tr', 'm0']);
    const named = answer({ state, action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'], payment: { tap: ['tr'] } } });
    expect(named.legal).toBe(true);
    expect(named.state.battlefield.map((o) => o.id)).toEqual(['m0']);
  });

  it('111.10f, 701.16a: investigate creates a Clue; sacrificed to draw, its ability survives the token in a later request (113.7a, 704.5d)', () => {
    const made = answer({
      state: board({ battlefield: lands('Island', 3) }, { hand: [{ id: 'inv', card: 'Test Investigation' }], library }),
      actions: [{ type: 'cast', player: 'alice', card: 'inv' }, ...passes(2)],
    });
    const clue = tokensOf(made)[0];
    expect(clue.card).toMatchObject({ name: 'Clue Token', subtypes: ['Clue'] });
    expect(cited(made)).toContain('111.10f');
    const activated = answer({ state: made.state, action: { type: 'activate', player: 'alice', source: clue.id, ability: 0 } });
    expect(activated.legal).toBe(true);
    expect(tokensOf(activated)).toHaveLength(0);
    expect(activated.state.stack[0]).toMatchObject({ ability: { source: clue.id, index: 0, card: { name: 'Clue Token' } } });
    const resolved = answer({ state: JSON.parse(JSON.stringify(activated.state)), actions: passes(2) });
    expect(handIds(resolved)).toEqual(['top']);
  });

  it('111.10b: Food: {2}, {T}, sacrifice: gain 3 life', () => {
    const made = answer({
      state: board({ battlefield: lands('Forest', 3) }, { hand: [{ id: 'pic', card: 'Test Picnic' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'pic' }, ...passes(2)],
    });
    const food = tokensOf(made)[0];
    expect(food.card).toMatchObject({ name: 'Food Token', subtypes: ['Food'], text: '{2}, {T}, Sacrifice this token: You gain 3 life.' });
    const a = answer({ state: made.state, actions: [{ type: 'activate', player: 'alice', source: food.id, ability: 0 }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(23);
  });

  it('111.10c: Gold: sacrificed for one mana of any color, without tapping', () => {
    const made = answer({
      state: board(
        { battlefield: lands('Mountain', 1) },
        {
          hand: [
            { id: 'h', card: 'Test Hoard' },
            { id: 'bolt', card: 'Lightning Bolt' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'h' }, ...passes(2)],
    });
    expect(tokensOf(made).map((o) => o.card)).toEqual([
      expect.objectContaining({ name: 'Gold Token', subtypes: ['Gold'] }),
      expect.objectContaining({ name: 'Gold Token' }),
    ]);
    const gold = tokensOf(made)[0].id;
    const a = answer({
      state: made.state,
      action: { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'], payment: { tap: [gold] } },
    });
    expect(a.legal).toBe(true);
    expect(tokensOf(a)).toHaveLength(1);
    expect(cited(a)).toContain('701.21a');
  });
});

describe('111.4: a token named after its subtypes plus "Token"', () => {
  const souls = defineCard({
    name: 'Lingering Souls',
    manaCost: '{2}{W}',
    colors: ['W'],
    types: ['Sorcery'],
    text: 'Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B}',
  });
  const plains = defineCard({ name: 'Plains', supertypes: ['Basic'], types: ['Land'], subtypes: ['Plains'], text: '({T}: Add {W}.)' });
  const rule = rulingsWith(new InMemoryCatalog([souls, plains]));

  it('Lingering Souls creates two 1/1 Spirit Tokens with flying; the trace names each "a 1/1 Spirit Token", not "Spirit Token token"', () => {
    const state = board(
      { battlefield: Array.from({ length: 3 }, (_, i) => ({ id: `p${i}`, card: 'Plains', controller: 'alice' })) },
      { hand: [{ id: 'ls', card: 'Lingering Souls' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'ls' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    const tokens = tokensOf(a);
    expect(tokens).toHaveLength(2);
    for (const t of tokens)
      expect(t.characteristics).toMatchObject({
        name: 'Spirit Token',
        power: 1,
        toughness: 1,
        colors: ['W'],
        subtypes: ['Spirit'],
        abilities: ['Flying'],
      });
    const created = a.trace.filter((t) => t.event === 'createToken');
    expect(created.map((t) => t.rule)).toEqual(['111.2', '111.2']);
    expect(created.map((t) => t.text)).toEqual(tokens.map((t) => `alice creates a 1/1 Spirit Token (${t.id})`));
  });
});

describe('111.1, CONTRACT §2: a later action of a list names a token an earlier one created, by its stable id', () => {
  // Bob's end step, bob passed: alice casts Raise the Alarm (h1) with two Plains. Its tokens are h1.token.0 and h1.token.1.
  const endStep = {
    players: [
      { id: 'alice', library: { count: 30 }, hand: [{ id: 'h1', card: 'Raise the Alarm' }] },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: spellLands('Plains', 'p', 2),
    turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] },
  };
  const raise = [{ type: 'cast', player: 'alice', card: 'h1' }, ...spellPasses(2)];
  // Then bob's end step ends; on alice's turn 5 both pass through upkeep, draw, main and beginning of combat.
  const toAliceAttack = [...spellPasses(2, 'bob', 'alice'), ...spellPasses(8)];

  it("302.6, 508.1a: on alice's next turn the token attacks, named h1.token.0 in the same list", () => {
    const a = ruleSpells({
      state: endStep,
      actions: [
        ...raise,
        ...toAliceAttack,
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'h1.token.0', attacking: 'bob' }] },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '111.2', objects: ['h1.token.0'] }));
    expect(a.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'declare-attackers', priority: 'alice' });
    expect(a.state.combat?.attackers).toEqual([{ id: 'h1.token.0', attacking: 'bob' }]);
    expect(a.state.battlefield.find((o) => o.id === 'h1.token.0')).toMatchObject({ token: true, tapped: true });
    expect(a.state.battlefield.find((o) => o.id === 'h1.token.1')).toMatchObject({ token: true, tapped: false });
    expect(cited(a).slice(-3)).toEqual(['508.1f', '508.1k', '508.2']);
  });

  it('302.6: the same token attacking the turn it was created is a ruling (summoning sick), not an unknown object', () => {
    // Alice's own turn, with a Grizzly Bears able to attack so that she has a declaration to make.
    const own = {
      ...endStep,
      battlefield: [...endStep.battlefield, { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }],
      turn: { number: 4, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
    };
    const a = ruleSpells({
      state: own,
      actions: [
        ...raise,
        ...spellPasses(2),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'h1.token.0', attacking: 'bob' }] },
      ],
    });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(5);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'SUMMONING_SICK', rule: '302.6' })]);
    // 733.1: the board before the declaration: the tokens exist, untapped, nobody attacks.
    expect(tokensOf(a).map((o) => [o.id, o.tapped])).toEqual([
      ['h1.token.0', false],
      ['h1.token.1', false],
    ]);
  });

  it('an id that no action created and the board does not hold stays a 422 UNKNOWN_OBJECT', () => {
    const out = runSpells({
      state: endStep,
      actions: [
        ...raise,
        ...toAliceAttack,
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'h1.token.2', attacking: 'bob' }] },
      ],
    });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([
        expect.objectContaining({
          code: 'UNKNOWN_OBJECT',
          rule: '109.1',
          path: `actions[${raise.length + toAliceAttack.length}].attackers[0].id`,
        }),
      ]);
  });
});

describe('111.1, 111.4: two different tokens joined by "and" (Wurmcoil Engine)', () => {
  const wurmCatalog = new InMemoryCatalog(['Wurmcoil Engine', 'Murder', 'Swamp', 'Grizzly Bears'].map(bundledCard));
  const rule = rulingsWith(wurmCatalog);
  const cast = (card: string, targets: string[]) => ({ type: 'cast', player: 'alice', card, targets });
  const field = (extra: ReturnType<typeof perm>[] = []) =>
    board(
      { battlefield: [perm('wc', 'Wurmcoil Engine', 'bob'), ...extra, ...bundledLands('Swamp', 's', 3)] },
      { hand: [{ id: 'mu', card: 'Murder' }] },
    );

  it('Wurmcoil Engine is understood in full', () => {
    expect(compileCard(bundledCard('Wurmcoil Engine')).support).toBe('full');
  });

  it('603.10a, 111.1: when it dies its controller gets a 3/3 Wurm with deathtouch and another with lifelink', () => {
    const died = rule({ state: field(), actions: [cast('mu', ['wc']), ...passes(2)] });
    expect(died.state.stack.map((s) => s.ability?.source)).toEqual(['wc']);
    const a = rule({ state: died.state, actions: passes(2) });
    const wurms = tokensOf(a);
    expect(wurms).toHaveLength(2);
    for (const w of wurms) {
      expect((w as { controller?: string }).controller).toBe('bob');
      expect(w.characteristics).toMatchObject({
        name: 'Wurm Token',
        colors: [],
        types: ['Artifact', 'Creature'],
        subtypes: ['Wurm'],
        power: 3,
        toughness: 3,
      });
    }
    expect(wurms.map((w) => (w.characteristics as { abilities?: string[] }).abilities).sort()).toEqual([['Deathtouch'], ['Lifelink']]);
    expect(cited(a)).toEqual(expect.arrayContaining(['111.2']));
  });

  it('illegal variant: Murder on a Grizzly Bears makes no Wurm', () => {
    const a = rule({ state: field([perm('gb', 'Grizzly Bears', 'bob')]), actions: [cast('mu', ['gb']), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(tokensOf(a)).toHaveLength(0);
  });

  it('a second token with an ability the engine lacks keeps the line refused', () => {
    const line =
      'When CARDNAME dies, create a 3/3 colorless Wurm artifact creature token with deathtouch and a 3/3 colorless Wurm artifact creature token with flanking.';
    const c = compileCard(
      defineCard({ name: 'Test Wurm', manaCost: '{6}', types: ['Artifact', 'Creature'], power: '6', toughness: '6', text: line }),
    );
    expect(c.support).not.toBe('full');
  });
});

describe('111.1: a token with a quoted ability ("create a 1/1 colorless Eldrazi Scion creature token with "Sacrifice this creature: Add {C}."")', () => {
  const scionCatalog = new InMemoryCatalog(['Eldrazi Skyspawner', 'Brood Monitor', 'Grizzly Bears', 'Island', 'Forest'].map(bundledCard));
  const rule = rulingsWith(scionCatalog);
  /** Alice casts Eldrazi Skyspawner with three Islands; the spell and then its enters trigger resolve. */
  const spawned = () =>
    rule({
      state: board(
        { battlefield: [...bundledLands('Island', 'i', 4), ...bundledLands('Forest', 'f', 1)] },
        {
          hand: [
            { id: 'sky', card: 'Eldrazi Skyspawner' },
            { id: 'gb', card: 'Grizzly Bears' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'sky', payment: { tap: ['i1', 'i2', 'i3'] } }, ...passes(4)],
    });

  it('the 2017 wording "... token. It has "..."" reads as the current "... token with "..."": the cards are understood in full', () => {
    for (const name of ['Eldrazi Skyspawner', 'Brood Monitor']) expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('603.2, 111.2: Eldrazi Skyspawner enters and its trigger creates the Scion, whose own text is the quoted ability', () => {
    const a = spawned();
    expect(a.state.stack).toEqual([]);
    const [scion] = tokensOf(a);
    expect(scion.characteristics).toMatchObject({
      name: 'Eldrazi Scion Token',
      colors: [],
      types: ['Creature'],
      subtypes: ['Eldrazi', 'Scion'],
    });
    expect(scion.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '111.2']));
  });

  it('605.3b, 701.21a: the Scion is sacrificed for {C}, which pays the generic part of Grizzly Bears with a Forest', () => {
    const made = spawned();
    const scion = tokensOf(made)[0].id;
    const a = rule({ state: made.state, action: { type: 'cast', player: 'alice', card: 'gb', payment: { tap: ['f1', scion] } } });
    expect(a.legal).toBe(true);
    expect(tokensOf(a)).toHaveLength(0);
    expect(a.state.stack.map((s) => s.card)).toEqual(['Grizzly Bears']);
    expect(cited(a)).toContain('701.21a');
  });

  it('illegal variant: the Scion and an Island cannot pay {1}{G}: neither mana is green (106.1, 601.2h)', () => {
    const made = spawned();
    const scion = tokensOf(made)[0].id;
    const a = rule({ state: made.state, action: { type: 'cast', player: 'alice', card: 'gb', payment: { tap: ['i4', scion] } } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_COLORS', rule: '601.2h' })]);
    expect(tokensOf(a)).toHaveLength(1);
  });

  it('Brood Monitor: three Scions, each with the ability ("tokens. They have "..."")', () => {
    const c = compileCard(bundledCard('Brood Monitor'));
    const trigger = c.abilities.find((x) => x.kind === 'triggered');
    expect(trigger).toMatchObject({ effects: [{ kind: 'createTokens', count: 3, token: { text: 'Sacrifice this creature: Add {C}.' } }] });
  });

  it('a quoted ability the token could not have keeps the line refused (111.1: the token is compiled from that text)', () => {
    const line =
      'When CARDNAME enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has "This creature explores."';
    const c = compileCard(
      defineCard({ name: 'Test Spawner', manaCost: '{3}', types: ['Creature'], power: '1', toughness: '1', text: line }),
    );
    expect(c.support).not.toBe('full');
  });
});
