import { adjudicate, Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, MOUNTAIN, SWAMP } from '../testing/spell-cards';
import { passes, playUntil } from '../testing/actions';

/** Current Oracle texts. */
const SLAUGHTER_PACT = defineCard({
  name: 'Slaughter Pact',
  manaCost: '{0}',
  colors: ['B'],
  types: ['Instant'],
  text: "Destroy target nonblack creature.\nAt the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game.",
});
const FORCE_OF_NATURE = defineCard({
  name: 'Force of Nature',
  manaCost: '{2}{G}{G}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Elemental'],
  power: '8',
  toughness: '8',
  text: 'Trample\nAt the beginning of your upkeep, Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}.',
});
const VODALIAN_MAGE = defineCard({
  name: 'Vodalian Mage',
  manaCost: '{2}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Merfolk', 'Wizard'],
  power: '1',
  toughness: '1',
  text: '{U}, {T}: Counter target spell unless its controller pays {1}.',
});
const CONDESCEND = defineCard({
  name: 'Condescend',
  manaCost: '{X}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Counter target spell unless its controller pays {X}. Scry 2.',
});
const ISOLATION_CELL = defineCard({
  name: 'Isolation Cell',
  manaCost: '{4}',
  types: ['Artifact'],
  text: 'Whenever an opponent casts a creature spell, that player loses 2 life unless they pay {2}.',
});
const CARNOPHAGE = defineCard({
  name: 'Carnophage',
  manaCost: '{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
  text: 'At the beginning of your upkeep, tap Carnophage unless you pay 1 life.',
});
const PROMENADE = defineCard({
  name: 'Transguild Promenade',
  types: ['Land'],
  text: 'Transguild Promenade enters tapped.\nWhen Transguild Promenade enters, sacrifice it unless you pay {1}.\n{T}: Add one mana of any color.',
});
const catalog = new InMemoryCatalog([
  PROMENADE,
  ISOLATION_CELL,
  CARNOPHAGE,
  SLAUGHTER_PACT,
  FORCE_OF_NATURE,
  VODALIAN_MAGE,
  CONDESCEND,
  SWAMP,
  FOREST,
  ISLAND,
  MOUNTAIN,
  GRIZZLY_BEARS,
  LIGHTNING_BOLT,
]);
const answer = rulingsWith(catalog);
const lands = (card: string, prefix: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card, controller }));
const choose = (a: Answer, choice: string[]) => ({ type: 'choose', player: a.decision?.player, decision: a.decision?.id, choice });
const library = (n: number, who = 'a') => Array.from({ length: n }, (_, i) => ({ id: `${who}lib${i}`, card: 'Island' }));

describe('118.12: "Pay {M}. If you don\'t, ..." (the Pacts)', () => {
  it('is understood: a delayed ability for its controller\'s next upkeep, "you lose the game unless you pay"', () => {
    const c = compileCard(SLAUGHTER_PACT);
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      kind: 'spell',
      effects: [
        { kind: 'destroy', target: 0 },
        {
          kind: 'delayedTrigger',
          when: 'your-next-upkeep',
          effects: [{ kind: 'unlessPays', cost: '{2}{B}', effects: [{ kind: 'loseGame' }] }],
        },
      ],
    });
  });

  /** Slaughter Pact cast on turn 3 on bob's Grizzly Bears; played on to alice's next upkeep (turn 5), with `swamps` Swamps. */
  const toUpkeep = (swamps: number) => {
    const cast = answer({
      state: board(
        { battlefield: [...lands('Swamp', 's', swamps), { id: 'g', card: 'Grizzly Bears', controller: 'bob' }] },
        { hand: [{ id: 'p', card: 'Slaughter Pact' }], library: library(5) },
        { library: library(5, 'b') },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'p', targets: ['g'] }, ...passes(2)],
    });
    expect(cast.violations).toEqual([]);
    expect(cast.state.players[1].graveyard.map((c) => c.id)).toEqual(['g']);
    expect(cited(cast)).toContain('603.7d');
    expect(cast.state.delayed).toMatchObject([{ controller: 'alice', when: 'your-next-upkeep' }]);
    return playUntil(
      answer,
      cast,
      (a) => a.decision?.kind === 'payCost' || a.state.players.some((p) => !!p.lost),
      (d) =>
        d.kind === 'discard' ? { type: 'choose', player: d.player, decision: d.id, choice: (d.options ?? []).slice(0, d.count) } : null,
    );
  };

  it('118.12: at that upkeep, a player who can pay chooses; paying {2}{B} keeps them in the game', () => {
    const asked = toUpkeep(3);
    expect(asked.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'upkeep' });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a', options: ['pay', 'decline'] });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[0].lost).toBeFalsy();
    expect(paid.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['s0', 's1', 's2']);
    expect(paid.state.delayed ?? []).toEqual([]);
    expect(cited(paid)).toEqual(expect.arrayContaining(['118.12a', '608.2n']));
    expect(cited(paid)).not.toContain('104.3e');
  });

  it('104.3e: declining to pay, the player loses the game (104.2a: the other wins)', () => {
    const asked = toUpkeep(3);
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.violations).toEqual([]);
    expect(declined.state.players[0].lost).toBe('104.3e');
    expect(declined.state.battlefield.every((o) => !o.tapped)).toBe(true);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '104.3e', '104.2a']));
  });

  it('118.3: a player who cannot pay (two Swamps) is not asked: they lose the game', () => {
    const lost = toUpkeep(2);
    expect(lost.decision?.kind).not.toBe('payCost');
    expect(lost.state.players[0].lost).toBe('104.3e');
    expect(lost.state.turn.number).toBe(5);
  });

  it("the opponent's upkeep (turn 4) does not trigger it", () => {
    const cast = answer({
      state: board(
        { battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'bob' }] },
        { hand: [{ id: 'p', card: 'Slaughter Pact' }], library: library(5) },
        { library: library(5, 'b') },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'p', targets: ['g'] }, ...passes(2)],
    });
    const turn4 = playUntil(answer, cast, (a) => a.state.turn.number === 4 && a.state.turn.step === 'draw');
    expect(turn4.state.players.every((p) => !p.lost)).toBe(true);
    expect(turn4.state.delayed).toHaveLength(1);
  });
});

describe('118.12a: "[effect] unless you pay {M}" (Force of Nature)', () => {
  const atUntap = (forests: number) =>
    board({
      battlefield: [{ id: 'f', card: 'Force of Nature', controller: 'alice' }, ...lands('Forest', 'ff', forests)],
      turn: { number: 5, active: 'alice', step: 'untap', priority: null },
    });

  it('paying {G}{G}{G}{G} as it resolves: no damage', () => {
    const asked = answer({ state: atUntap(4), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a' });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[0].life).toBe(20);
    expect(paid.state.battlefield.filter((o) => o.tapped)).toHaveLength(4);
    expect(cited(paid)).toEqual(expect.arrayContaining(['118.12a', '608.2n']));
  });

  it('declining: it deals 8 damage to its controller', () => {
    const asked = answer({ state: atUntap(4), actions: passes(2) });
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.state.players[0].life).toBe(12);
    expect(declined.state.battlefield.some((o) => o.tapped)).toBe(false);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '120.3a']));
  });

  it('118.3: without four green sources, no choice: the damage is dealt', () => {
    const a = answer({ state: atUntap(3), actions: passes(2) });
    expect(a.decision?.kind).not.toBe('payCost');
    expect(a.state.players[0].life).toBe(12);
    expect(cited(a)).toContain('118.12a');
  });

  it('only the payer answers: bob may not answer for alice', () => {
    const asked = answer({ state: atUntap(4), actions: passes(2) });
    const wrong = answer({ state: asked.state, action: { ...choose(asked, ['decline']), player: 'bob' } });
    expect(wrong.legal).toBe(false);
    expect(wrong.state.players[0].life).toBe(20);
  });
});

describe('118.12a, 701.6a: "counter target spell unless its controller pays" of an ability and with X', () => {
  /** Bob casts Lightning Bolt at alice; alice answers with `response`; both pass. */
  const respond = (bobMountains: number, alice: unknown[], hand: unknown[], response: (bolt: string) => Record<string, unknown>): Answer =>
    answer({
      state: board(
        {
          battlefield: [...alice, ...lands('Mountain', 'm', bobMountains + 1, 'bob')],
          turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        { hand, library: library(3) },
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      ),
      actions: [
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'] },
        { type: 'pass', player: 'bob' },
        response('bolt'),
        ...passes(2, 'alice', 'bob'),
      ],
    });
  const mage = (bobMountains: number) =>
    respond(bobMountains, [{ id: 'v', card: 'Vodalian Mage', controller: 'alice' }, ...lands('Island', 'i', 1)], [], (bolt) => ({
      type: 'activate',
      player: 'alice',
      source: 'v',
      ability: 0,
      targets: [bolt],
    }));

  it('Vodalian Mage: a controller who cannot pay {1}: the spell is countered', () => {
    const a = mage(0);
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].graveyard.map((c) => c.id)).toEqual(['bolt']);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['118.12a', '701.6a', '608.2n']));
  });

  it('Vodalian Mage: bob pays {1}: Lightning Bolt stays and resolves; declining, it is countered', () => {
    const asked = mage(1);
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'bob', rule: '118.12a' });
    const paid = answer({ state: asked.state, actions: [choose(asked, ['pay']), ...passes(2, 'bob', 'alice')] });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[0].life).toBe(17);
    expect(cited(paid)).not.toContain('701.6a');
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.state.players[1].graveyard.map((c) => c.id)).toEqual(['bolt']);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '701.6a']));
  });

  const condescend = (bobMountains: number) =>
    respond(bobMountains, lands('Island', 'i', 3), [{ id: 'c', card: 'Condescend' }], (bolt) => ({
      type: 'cast',
      player: 'alice',
      card: 'c',
      targets: [bolt],
      x: 2,
    }));

  it('Condescend with X=2: bob with one spare Mountain cannot pay {2}: countered, then alice scries 2', () => {
    const a = condescend(1);
    expect(a.state.players[1].graveyard.map((c) => c.id)).toEqual(['bolt']);
    expect(a.decision).toMatchObject({ kind: 'chooseScry', player: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['118.12a', '701.6a']));
  });

  it('Condescend with X=2: bob pays {2} (two Mountains tapped); the scry follows', () => {
    const asked = condescend(2);
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'bob', rule: '118.12a' });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.battlefield.filter((o) => o.controller === 'bob' && o.tapped)).toHaveLength(3);
    expect(paid.state.stack.map((s) => s.id)).toEqual(['bolt', 'c']);
    expect(paid.decision).toMatchObject({ kind: 'chooseScry', player: 'alice' });
  });
});

describe('118.12a, 603.2: "that player loses 2 life unless they pay {2}" (Isolation Cell): the player the trigger refers to pays', () => {
  /** Bob, with `forests` Forests, casts Grizzly Bears; alice controls Isolation Cell; the trigger resolves. */
  const bears = (forests: number) =>
    answer({
      state: board(
        {
          battlefield: [{ id: 'cell', card: 'Isolation Cell', controller: 'alice' }, ...lands('Forest', 'bf', forests, 'bob')],
          turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        {},
        { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'gb' }, ...passes(2, 'bob', 'alice')],
    });

  it('bob, who cast the creature spell, chooses: paying {2} keeps his life; Grizzly Bears stays on the stack', () => {
    const asked = bears(4);
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'bob', rule: '118.12a' });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[1].life).toBe(20);
    expect(paid.state.battlefield.filter((o) => o.controller === 'bob' && o.tapped)).toHaveLength(4);
    expect(paid.state.stack.map((s) => s.id)).toEqual(['gb']);
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.state.players[1].life).toBe(18);
    expect(declined.state.players[0].life).toBe(20);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '119.3']));
  });

  it('alice, who controls the ability, may not answer for bob', () => {
    const asked = bears(4);
    const wrong = answer({ state: asked.state, action: { ...choose(asked, ['decline']), player: 'alice' } });
    expect(wrong.legal).toBe(false);
    expect(wrong.state.players[1].life).toBe(20);
  });

  it('118.3: bob, his two Forests tapped for Grizzly Bears, cannot pay: he loses 2 life', () => {
    const a = bears(2);
    expect(a.decision?.kind).not.toBe('payCost');
    expect(a.state.players[1].life).toBe(18);
    expect(cited(a)).toContain('118.12a');
  });
});

describe('118.12a, 119.4: "tap CARDNAME unless you pay 1 life" (Carnophage)', () => {
  const atUntap = (life: number) =>
    board(
      {
        battlefield: [{ id: 'c', card: 'Carnophage', controller: 'alice' }],
        turn: { number: 5, active: 'alice', step: 'untap', priority: null },
      },
      { life },
    );

  it('paying 1 life: it stays untapped; declining: it is tapped', () => {
    const asked = answer({ state: atUntap(20), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a' });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.players[0].life).toBe(19);
    expect(paid.state.battlefield[0].tapped).toBeFalsy();
    expect(cited(paid)).toEqual(expect.arrayContaining(['118.12a', '119.4']));
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.state.players[0].life).toBe(20);
    expect(declined.state.battlefield[0].tapped).toBe(true);
  });

  it('119.4: a player at 1 life may still pay 1 life: they are asked', () => {
    const asked = answer({ state: atUntap(1), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice' });
  });
});

describe('118.12a, 701.21a: "When CARDNAME enters, sacrifice it unless you pay {1}" (Transguild Promenade)', () => {
  const played = (forests: number) =>
    answer({
      state: board({ battlefield: lands('Forest', 'f', forests) }, { hand: [{ id: 'tp', card: 'Transguild Promenade' }] }),
      actions: [{ type: 'playLand', player: 'alice', card: 'tp' }, ...passes(2)],
    });

  it('paying {1}: it stays (tapped, 614.1c); declining: it is sacrificed', () => {
    const asked = played(1);
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a' });
    const paid = answer({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.violations).toEqual([]);
    expect(paid.state.battlefield.map((o) => [o.id, o.tapped])).toEqual([
      ['f0', true],
      ['tp', true],
    ]);
    const declined = answer({ state: asked.state, action: choose(asked, ['decline']) });
    expect(declined.state.battlefield.map((o) => o.id)).toEqual(['f0']);
    expect(declined.state.players[0].graveyard.map((c) => c.id)).toEqual(['tp']);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '701.21a']));
  });

  it('118.3: with no other mana (it enters tapped), it is sacrificed without a choice', () => {
    const a = played(0);
    expect(a.decision?.kind).not.toBe('payCost');
    expect(a.state.battlefield).toEqual([]);
    expect(a.state.players[0].graveyard.map((c) => c.id)).toEqual(['tp']);
  });
});

describe('118.12a: "sacrifice it unless you discard a creature card / sacrifice a Forest" (Mercenary Knight, Rogue Elephant)', () => {
  // Mercenary Knight {2}{B} 4/4: "When Mercenary Knight enters the battlefield, sacrifice it unless you discard a creature card."
  // Rogue Elephant {G} 3/3: "When Rogue Elephant enters the battlefield, sacrifice it unless you sacrifice a Forest."
  const cards = ['Mercenary Knight', 'Rogue Elephant', 'Lithophage', 'Grizzly Bears', 'Lightning Bolt'];
  const unlessCatalog = new InMemoryCatalog([...cards.map(bundledCard), SWAMP, FOREST, MOUNTAIN]);
  const unlessAnswer = rulingsWith(unlessCatalog);
  const knight = (hand: string[]) =>
    unlessAnswer({
      state: board(
        { battlefield: [0, 1, 2].map((i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' })) },
        { hand: [{ id: 'mk', card: 'Mercenary Knight' }, ...hand.map((card, i) => ({ id: `h${i}`, card }))] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'mk' }, ...passes(4)],
    });
  const choose = (a: Answer, choice: string[]) => ({ type: 'choose', player: a.decision?.player, decision: a.decision?.id, choice });
  const graveyard = (a: Answer) => a.state.players[0].graveyard.map((o) => o.id);
  const handIds = (a: Answer) => (a.state.players[0].hand as { id: string }[]).map((o) => o.id);

  it('is understood (Mercenary Knight, Hidden Horror, Thundering Wurm, Fallow Wurm, Plant Elemental, Rogue Elephant); variants stay refused', () => {
    for (const name of ['Mercenary Knight', 'Hidden Horror', 'Thundering Wurm', 'Fallow Wurm', 'Plant Elemental', 'Rogue Elephant'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const text = (cost: string) => `When Mercenary Knight enters the battlefield, sacrifice it unless you ${cost}.`;
    for (const cost of ['discard your hand', 'discard a card and pay {1}', 'sacrifice another creature', 'discard five cards'])
      expect([cost, compileCard({ ...bundledCard('Mercenary Knight'), text: text(cost) }).support]).not.toEqual([cost, 'full']);
  });

  it('608.2d: as the trigger resolves, alice chooses whether to pay; "yes" discards her one creature card, the Knight stays', () => {
    const a = knight(['Grizzly Bears', 'Lightning Bolt']);
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = unlessAnswer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(graveyard(yes)).toEqual(['h0']);
    expect(handIds(yes)).toEqual(['h1']);
    expect(yes.state.battlefield.map((o) => o.id)).toContain('mk');
    expect(cited(yes)).toContain('701.9a');
  });

  it('"no": the Knight is sacrificed, the cards stay in her hand', () => {
    const a = knight(['Grizzly Bears']);
    const no = unlessAnswer({ state: a.state, action: choose(a, ['no']) });
    expect(no.legal).toBe(true);
    expect(no.state.battlefield.map((o) => o.id)).not.toContain('mk');
    expect(graveyard(no)).toEqual(['mk']);
    expect(handIds(no)).toEqual(['h0']);
  });

  it('118.3: with no creature card in hand, she is not asked: the Knight is sacrificed, the Bolt stays', () => {
    const a = knight(['Lightning Bolt']);
    expect(a.decision?.kind).not.toBe('chooseOptional');
    expect(graveyard(a)).toEqual(['mk']);
    expect(handIds(a)).toEqual(['h0']);
    expect(cited(a)).toEqual(expect.arrayContaining(['118.3', '701.21a']));
  });

  it('400.2: with a hidden hand, whether she can pay is not known: refused (UNSUPPORTED_RESOLUTION), not guessed', () => {
    const state = board(
      {
        battlefield: [{ id: 'mk', card: 'Mercenary Knight', controller: 'alice' }],
        stack: [{ id: 't', ability: { source: 'mk', index: 0, triggered: true }, controller: 'alice' }],
      },
      { hand: { count: 2 } },
    );
    const o = adjudicate({ state, actions: passes(2) }, unlessCatalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '118.3' });
  });

  it('701.9b: with two creature cards, "yes" asks which one, a non-creature card is no option', () => {
    const a = knight(['Grizzly Bears', 'Lightning Bolt', 'Mercenary Knight']);
    const yes = unlessAnswer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1, options: ['h0', 'h2'] });
    const bolt = unlessAnswer({ state: yes.state, action: choose(yes, ['h1']) });
    expect(bolt.legal).toBe(false);
    const done = unlessAnswer({ state: yes.state, action: choose(yes, ['h2']) });
    expect(graveyard(done)).toEqual(['h2']);
    expect(done.state.battlefield.map((o) => o.id)).toContain('mk');
  });

  it('Lithophage at her upkeep: with a Mountain she is asked; with none (a Swamp only) it is sacrificed unasked (118.3)', () => {
    const upkeep = (land: string) =>
      unlessAnswer({
        state: board({
          battlefield: [
            { id: 'l', card: 'Lithophage', controller: 'alice' },
            { id: 'x', card: land, controller: 'alice' },
          ],
          turn: { number: 5, active: 'alice', step: 'untap', priority: null },
        }),
        actions: passes(2),
      });
    const asked = upkeep('Mountain');
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = unlessAnswer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(yes.state.battlefield.map((o) => o.id)).toEqual(['l']);
    const none = upkeep('Swamp');
    expect(none.state.battlefield.map((o) => o.id)).toEqual(['x']);
    expect(graveyard(none)).toEqual(['l']);
  });

  it('Rogue Elephant: "yes" sacrifices the Forest that paid for it (701.21a); "no" sacrifices the Elephant', () => {
    const a = unlessAnswer({
      state: board(
        {
          battlefield: [
            { id: 'f', card: 'Forest', controller: 'alice' },
            { id: 'm', card: 'Mountain', controller: 'alice' },
          ],
        },
        { hand: [{ id: 're', card: 'Rogue Elephant' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 're' }, ...passes(4)],
    });
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = unlessAnswer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.state.battlefield.map((o) => o.id)).toEqual(['m', 're']);
    expect(graveyard(yes)).toEqual(['f']);
    const no = unlessAnswer({ state: a.state, action: choose(a, ['no']) });
    expect(no.state.battlefield.map((o) => o.id)).toEqual(['f', 'm']);
    expect(graveyard(no)).toEqual(['re']);
  });
});

describe('118.12a, 118.3, 701.9b: several cards or permanents, or a card at random, as the cost of "sacrifice it unless"', () => {
  // Balduvian Horde {2}{R}{R} 5/5: "When Balduvian Horde enters the battlefield, sacrifice it unless you discard a card at random."
  // Avatar of Discord {B/R}{B/R}{B/R} 5/3: "... sacrifice it unless you discard two cards."
  // Rathi Dragon {2}{R}{R} 5/5: "... sacrifice it unless you sacrifice two Mountains."
  // Drekavac {1}{B} 3/3: "... sacrifice it unless you discard a noncreature card."
  const cards = ['Balduvian Horde', 'Avatar of Discord', 'Rathi Dragon', 'Drekavac', 'Grizzly Bears', 'Lightning Bolt'];
  const several = rulingsWith(new InMemoryCatalog([...cards.map(bundledCard), SWAMP, MOUNTAIN]));
  const cast = (card: string, land: string, lands: number, hand: string[]) =>
    several({
      state: board(
        { battlefield: Array.from({ length: lands }, (_, i) => ({ id: `l${i}`, card: land, controller: 'alice' })) },
        { hand: [{ id: 'c', card }, ...hand.map((name, i) => ({ id: `h${i}`, card: name }))] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'c' }, ...passes(4)],
    });
  const graveyard = (a: Answer) => a.state.players[0].graveyard.map((o) => o.id).sort();
  const handIds = (a: Answer) => (a.state.players[0].hand as { id: string }[]).map((o) => o.id);
  const onField = (a: Answer) => a.state.battlefield.map((o) => o.id);

  it('is understood (Balduvian Horde, Pillaging Horde, Minotaur Explorer, Avatar of Discord, Drekavac, Rathi Dragon, Mold Demon, Primeval Force, Hecatomb)', () => {
    for (const name of [
      'Balduvian Horde',
      'Pillaging Horde',
      'Minotaur Explorer',
      'Avatar of Discord',
      'Drekavac',
      'Rathi Dragon',
      'Mold Demon',
      'Primeval Force',
      'Hecatomb',
    ])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('701.9b: Balduvian Horde, "yes": one of her two cards leaves at random, the Horde stays; the same board discards the same card', () => {
    const a = cast('Balduvian Horde', 'Mountain', 4, ['Grizzly Bears', 'Lightning Bolt']);
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = several({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(graveyard(yes)).toHaveLength(1);
    expect(handIds(yes)).toHaveLength(1);
    expect(onField(yes)).toContain('c');
    expect(cited(yes)).toContain('701.9b');
    expect(graveyard(several({ state: a.state, action: choose(a, ['yes']) }))).toEqual(graveyard(yes));
  });

  it('118.3: Balduvian Horde with an empty hand: not asked, the Horde is sacrificed', () => {
    const a = cast('Balduvian Horde', 'Mountain', 4, []);
    expect(a.decision?.kind).not.toBe('chooseOptional');
    expect(graveyard(a)).toEqual(['c']);
    expect(cited(a)).toContain('118.3');
  });

  it('118.3: Avatar of Discord with one card in hand cannot discard two: sacrificed unasked, the card stays', () => {
    const a = cast('Avatar of Discord', 'Swamp', 3, ['Lightning Bolt']);
    expect(a.decision?.kind).not.toBe('chooseOptional');
    expect(graveyard(a)).toEqual(['c']);
    expect(handIds(a)).toEqual(['h0']);
  });

  it('Avatar of Discord with exactly two cards: "yes" discards both, the Avatar stays', () => {
    const a = cast('Avatar of Discord', 'Swamp', 3, ['Lightning Bolt', 'Grizzly Bears']);
    const yes = several({ state: a.state, action: choose(a, ['yes']) });
    expect(graveyard(yes)).toEqual(['h0', 'h1']);
    expect(onField(yes)).toContain('c');
  });

  it('Rathi Dragon: with four Mountains "yes" sacrifices two of them (a choice of two); with one Mountain, no choice', () => {
    const a = cast('Rathi Dragon', 'Mountain', 4, []);
    const yes = several({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'alice', count: 2 });
    const done = several({ state: yes.state, action: choose(yes, ['l0', 'l3']) });
    expect(onField(done).sort()).toEqual(['c', 'l1', 'l2']);
    expect(graveyard(done)).toEqual(['l0', 'l3']);
    // 118.3: one Mountain only (the trigger on the stack): not asked, the Dragon is sacrificed and the Mountain stays.
    const one = several({
      state: board({
        battlefield: [
          { id: 'c', card: 'Rathi Dragon', controller: 'alice' },
          { id: 'm0', card: 'Mountain', controller: 'alice' },
        ],
        stack: [{ id: 't', ability: { source: 'c', index: 0, triggered: true }, controller: 'alice' }],
      }),
      actions: passes(2),
    });
    expect(one.decision?.kind).not.toBe('chooseOptional');
    expect(onField(one)).toEqual(['m0']);
    expect(graveyard(one)).toEqual(['c']);
  });

  it('Drekavac: a creature card is no payment (118.3, sacrificed unasked); with a Bolt, "yes" discards it', () => {
    const none = cast('Drekavac', 'Swamp', 2, ['Grizzly Bears']);
    expect(none.decision?.kind).not.toBe('chooseOptional');
    expect(graveyard(none)).toEqual(['c']);
    const a = cast('Drekavac', 'Swamp', 2, ['Grizzly Bears', 'Lightning Bolt']);
    const yes = several({ state: a.state, action: choose(a, ['yes']) });
    expect(graveyard(yes)).toEqual(['h1']);
    expect(onField(yes)).toContain('c');
  });
});
