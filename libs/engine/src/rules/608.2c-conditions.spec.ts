import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 608.2c, 608.2b: Scavenging Ooze, "{G}: Exile target card from a graveyard. If it was a creature card,
 * put a +1/+1 counter on Scavenging Ooze and you gain 1 life.": "it" is the target; the instructions after
 * "if it was" happen only if it is a creature card; a target illegal on resolution gives no such information.
 */
const ooze = bundledCard('Scavenging Ooze');
const catalog = new InMemoryCatalog([ooze, ...['Forest', 'Mountain', 'Grizzly Bears'].map(bundledCard)]);
const ruling = rulingsWith(catalog);

const oozeBoard = (extra: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        { id: 'oz', card: ooze.name, controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'g9', card: 'Grizzly Bears', controller: 'bob' },
      ],
      ...extra,
    },
    {},
    {
      graveyard: [
        { id: 'gb', card: 'Grizzly Bears' },
        { id: 'mt', card: 'Mountain' },
      ],
    },
  );
const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'oz', ability: 0, targets: [target] });
const exiled = (a: ReturnType<typeof ruling>) => a.state.exile.map((c) => c.id);

describe('608.2c: Scavenging Ooze', () => {
  it('compiles: the exile, then the instructions of "if it was a creature card"', () => {
    expect(compiled(ooze)).toMatchObject({ support: 'full' });
    expect(compiled(ooze).abilities[0]).toMatchObject({
      kind: 'activated',
      targets: [{ text: 'target card from a graveyard' }],
      effects: [
        { kind: 'exileFromGraveyard', target: 0 },
        {
          kind: 'ifTargetWas',
          target: 0,
          types: ['Creature'],
          effects: [
            { kind: 'counters', counter: '+1/+1' },
            { kind: 'life', gain: true },
          ],
        },
      ],
    });
  });

  it('a creature card exiled: a +1/+1 counter on the Ooze and 1 life', () => {
    const a = ruling({ state: oozeBoard(), actions: [activate('gb'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(exiled(a)).toEqual(['gb']);
    expect(onField(a, 'oz')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '122.1', '119.3']));
  });

  it('a land card exiled: no counter, no life', () => {
    const a = ruling({ state: oozeBoard(), actions: [activate('mt'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(exiled(a)).toEqual(['mt']);
    expect(onField(a, 'oz')?.counters?.['+1/+1'] ?? 0).toBe(0);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2c');
  });

  it('115.1: a creature on the battlefield is not a card in a graveyard: refused, nothing paid', () => {
    const a = ruling({ state: oozeBoard(), action: activate('g9') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
  });

  it('608.2b: the creature card gone from the graveyard before it resolves: nothing happens, no counter, no life', () => {
    const a = ruling({
      state: oozeBoard({ stack: [{ id: 'ab', ability: { source: 'oz', index: 0 }, controller: 'alice', targets: ['gone'] }] }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'oz')?.counters?.['+1/+1'] ?? 0).toBe(0);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
  });
});

/**
 * 605.1a, 608.2d: Deathrite Shaman, "{T}: Exile target land card from a graveyard. Add one mana of any
 * color.": it targets, so it is not a mana ability: it goes on the stack, and the color is chosen as it resolves.
 */
describe('605.1a: Deathrite Shaman, an ability that adds mana but targets', () => {
  const shaman = bundledCard('Deathrite Shaman');
  const withShaman = new InMemoryCatalog([shaman, ...['Mountain', 'Grizzly Bears'].map(bundledCard)]);
  const answer = rulingsWith(withShaman);
  const shamanBoard = () =>
    board(
      { battlefield: [{ id: 'ds', card: shaman.name, controller: 'alice' }] },
      {},
      {
        graveyard: [
          { id: 'mt', card: 'Mountain' },
          { id: 'gb', card: 'Grizzly Bears' },
        ],
      },
    );
  const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'ds', ability: 0, targets: [target] });

  it('compiles as an activated ability (not a mana ability) with its color chosen as it resolves', () => {
    expect(compiled(shaman)).toMatchObject({ support: 'full' });
    expect(compiled(shaman).abilities[0]).toMatchObject({
      kind: 'activated',
      targets: [{ text: 'target land card from a graveyard' }],
      effects: [{ kind: 'exileFromGraveyard', target: 0 }, { kind: 'addManaOfChoice' }],
    });
  });

  it('it uses the stack; as it resolves the land card is exiled and alice chooses the color of the mana', () => {
    const activated = answer({ state: shamanBoard(), action: activate('mt') });
    expect(activated.violations).toEqual([]);
    expect(activated.state.stack).toEqual([expect.objectContaining({ ability: { source: 'ds', index: 0 }, targets: ['mt'] })]);
    const asked = answer({ state: activated.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice', options: ['W', 'U', 'B', 'R', 'G'] });
    expect(asked.state.exile.map((c) => c.id)).toEqual(['mt']);
    const chosen = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['G'] } });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.players[0].manaPool).toBe('{G}');
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '106.4']));
  });

  it('115.1: a creature card is not a land card: refused, the Shaman untapped', () => {
    const a = answer({ state: shamanBoard(), action: activate('gb') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(onField(a, 'ds')?.tapped).toBeFalsy();
  });

  it('608.2b: the land card gone before it resolves: no mana, no choice', () => {
    const a = answer({
      state: { ...shamanBoard(), stack: [{ id: 'ab', ability: { source: 'ds', index: 0 }, controller: 'alice', targets: ['gone'] }] },
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).toBe('priority');
    expect(cited(a)).toContain('608.2b');
  });
});

/**
 * 608.2c: "If [condition], [instruction]." read by the condition grammar: the instruction is done only if the
 * condition is true as it is reached, after the instructions before it. Resourceful Return ("Return target creature
 * card from your graveyard to your hand. If you control an artifact, draw a card.") and the depletion lands
 * ("{T}, Remove a depletion counter from Hickory Woodlot: Add {G}{G}. If there are no depletion counters on Hickory
 * Woodlot, sacrifice it.": a mana ability, 605.3b).
 */
describe('608.2c: "If [condition], [instruction]."', () => {
  const names = ['Resourceful Return', 'Hickory Woodlot', 'Swamp', 'Ornithopter', 'Grizzly Bears'];
  const rule = rulingsWith(new InMemoryCatalog(names.map(bundledCard)));
  const returnBoard = (artifact: boolean) =>
    board(
      {
        battlefield: [
          { id: 's1', card: 'Swamp', controller: 'alice' },
          { id: 's2', card: 'Swamp', controller: 'alice' },
          ...(artifact ? [{ id: 'orn', card: 'Ornithopter', controller: 'alice' }] : []),
        ],
      },
      { hand: [{ id: 'rr', card: 'Resourceful Return' }], library: ['Swamp', 'Swamp'], graveyard: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
  const cast = { type: 'cast', player: 'alice', card: 'rr', targets: ['gb'], payment: { tap: ['s1', 's2'] } };
  const handIds = (a: { state: { players: { hand?: unknown }[] } }) =>
    ((a.state.players[0].hand ?? []) as { id?: string; card?: string }[]).map((c) => c.id ?? c.card);

  it('Resourceful Return is understood in full', () => {
    expect(compiled(bundledCard('Resourceful Return')).support).toBe('full');
  });

  it('with an artifact: the Bears return and alice draws a card (the condition is true)', () => {
    const a = rule({ state: returnBoard(true), actions: [cast, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(handIds(a)).toContain('gb');
    expect(handIds(a)).toHaveLength(2);
    expect(cited(a)).toContain('608.2c');
  });

  it('without one: the Bears return, no card is drawn', () => {
    const a = rule({ state: returnBoard(false), actions: [cast, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(handIds(a)).toEqual(['gb']);
    expect(cited(a)).toContain('608.2c');
  });

  const woodlot = (counters: number) =>
    board({ battlefield: [{ id: 'hw', card: 'Hickory Woodlot', controller: 'alice', counters: { depletion: counters } }] });
  const tap = { type: 'activate', player: 'alice', source: 'hw', ability: 0 };

  it('Hickory Woodlot with two depletion counters: {G}{G}, one counter left, it stays', () => {
    const a = rule({ state: woodlot(2), action: tap });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].manaPool).toBe('{G}{G}');
    expect(onField(a, 'hw')?.counters).toEqual({ depletion: 1 });
  });

  it('with its last counter removed: {G}{G}, and it is sacrificed as the ability resolves (701.21a)', () => {
    const a = rule({ state: woodlot(1), action: tap });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].manaPool).toBe('{G}{G}');
    expect(onField(a, 'hw')).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '701.21a']));
  });

  it('with no counter, the cost cannot be paid: refused, nothing added (118.3)', () => {
    const a = rule({ state: woodlot(0), action: tap });
    expect(a.legal).toBe(false);
    expect(onField(a, 'hw')?.tapped).toBeFalsy();
  });
});

/**
 * 608.2c: "If [condition], [instructions]" over instructions that ask a choice as they resolve: a gate in the
 * spell's own instructions, its condition read as it is reached; true, the choice is asked and the spell resumes
 * inside the gated instructions (not asking the condition again); false, they are not followed, nothing is asked.
 */
describe('608.2c: "If [condition], [instructions that ask a choice]"', () => {
  const cards = [
    "Artificer's Epiphany",
    'Statute of Denial',
    'Calculated Dismissal',
    'Island',
    'Ornithopter',
    'Grizzly Bears',
    'Coral Merfolk',
    'Opt',
    'Mountain',
  ];
  const rule = rulingsWith(new InMemoryCatalog(cards.map(bundledCard)));
  const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `u${i}`, card: 'Island', controller: 'alice' }));
  const library = [
    { id: 'l1', card: 'Mountain' },
    { id: 'l2', card: 'Grizzly Bears' },
    { id: 'l3', card: 'Island' },
  ];
  const ids = (zone: unknown) => (zone as { id?: string }[]).map((o) => o.id);
  const choose = (a: { decision: { id: string } | null }, choice: string[]) => ({
    type: 'choose',
    player: 'alice',
    decision: a.decision?.id,
    choice,
  });

  it("compiles: the gate, then the instructions it holds, in the spell's own list", () => {
    expect(compiled(bundledCard("Artificer's Epiphany"))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard("Artificer's Epiphany")).abilities[0]).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'draw' }, { kind: 'ifCondition', effects: [], skip: 1 }, { kind: 'discardCards' }],
    });
    expect(compiled(bundledCard('Statute of Denial')).abilities[0]).toMatchObject({
      effects: [{ kind: 'counter', target: 0 }, { kind: 'ifCondition', effects: [], skip: 2 }, { kind: 'draw' }, { kind: 'discardCards' }],
    });
    expect(compiled(bundledCard('Calculated Dismissal'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('Calculated Dismissal')).abilities[0]).toMatchObject({
      effects: [{ kind: 'unlessPays' }, { kind: 'ifCondition', effects: [], skip: 1 }, { kind: 'scry', n: 2 }],
    });
  });

  describe('Artificer\'s Epiphany: "Draw two cards. If you control no artifacts, discard a card."', () => {
    const epiphany = (artifact: boolean) => ({
      state: board(
        { battlefield: [...islands(4), ...(artifact ? [{ id: 'or', card: 'Ornithopter', controller: 'alice' }] : [])] },
        {
          hand: [
            { id: 'ep', card: "Artificer's Epiphany" },
            { id: 'h1', card: 'Island' },
          ],
          library,
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'ep', payment: { tap: ['u0', 'u1', 'u2', 'u3'] } }, ...passes(2)],
    });

    it('no artifact: two cards drawn, then alice is asked what she discards; her answer completes the spell', () => {
      const a = rule(epiphany(false));
      expect(a.violations).toEqual([]);
      expect(a.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1 });
      expect(ids(a.state.players[0].hand)).toEqual(['h1', 'l1', 'l2']);
      expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '121.1', '701.9b']));
      const d = rule({ state: a.state, action: choose(a, ['l2']) });
      expect(d.violations).toEqual([]);
      expect(d.decision).toMatchObject({ kind: 'priority', player: 'alice' });
      expect(ids(d.state.players[0].hand)).toEqual(['h1', 'l1']);
      expect(ids(d.state.players[0].graveyard)).toEqual(expect.arrayContaining(['l2', 'ep']));
      expect(d.state.stack).toEqual([]);
      // The condition is not asked again as the spell resumes inside the gate.
      expect(cited(d)).not.toContain('608.2c');
    });

    it('an artifact: two cards drawn, no discard asked', () => {
      const a = rule(epiphany(true));
      expect(a.violations).toEqual([]);
      expect(a.decision?.kind).not.toBe('chooseDiscard');
      expect(ids(a.state.players[0].hand)).toEqual(['h1', 'l1', 'l2']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['ep']);
      expect(a.state.stack).toEqual([]);
      expect(cited(a)).toContain('608.2c');
      expect(cited(a)).not.toContain('701.9b');
    });

    it('a wrong discard answer is refused: the spell still waits', () => {
      const a = rule(epiphany(false));
      const d = rule({ state: a.state, action: choose(a, ['l3']) });
      expect(d.violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
    });
  });

  describe('Statute of Denial: "Counter target spell. If you control a blue creature, draw a card, then discard a card."', () => {
    const statute = (creature = 'Grizzly Bears') => ({
      state: board(
        {
          battlefield: [...islands(4), { id: 'gb', card: creature, controller: 'alice' }],
          stack: [{ id: 'or', card: 'Ornithopter', controller: 'bob' }],
        },
        {
          hand: [
            { id: 'sd', card: 'Statute of Denial' },
            { id: 'h1', card: 'Island' },
          ],
          library,
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'sd', targets: ['or'], payment: { tap: ['u0', 'u1', 'u2', 'u3'] } }, ...passes(2)],
    });

    it('no blue creature (Grizzly Bears is green): the spell countered, no card drawn, no discard asked', () => {
      const a = rule(statute());
      expect(a.violations).toEqual([]);
      expect(a.decision?.kind).not.toBe('chooseDiscard');
      expect(ids(a.state.players[0].hand)).toEqual(['h1']);
      expect(ids(a.state.players[1].graveyard)).toEqual(['or']);
      expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '701.6a']));
      expect(cited(a)).not.toContain('121.1');
    });

    it('a blue creature (Coral Merfolk): countered, a card drawn, then the discard asked; the answer completes it', () => {
      const a = rule(statute('Coral Merfolk'));
      expect(a.violations).toEqual([]);
      expect(a.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1 });
      expect(ids(a.state.players[0].hand)).toEqual(['h1', 'l1']);
      expect(ids(a.state.players[1].graveyard)).toEqual(['or']);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.6a', '608.2c', '121.1', '701.9b']));
      const d = rule({ state: a.state, action: choose(a, ['l1']) });
      expect(d.violations).toEqual([]);
      expect(ids(d.state.players[0].hand)).toEqual(['h1']);
      expect(ids(d.state.players[0].graveyard)).toEqual(expect.arrayContaining(['l1', 'sd']));
      expect(d.state.stack).toEqual([]);
    });
  });

  describe('Calculated Dismissal: spell mastery, "If there are two or more instant and/or sorcery cards in your graveyard, scry 2."', () => {
    const dismissal = (mastery: boolean) => ({
      state: board(
        { battlefield: islands(3), stack: [{ id: 'or', card: 'Ornithopter', controller: 'bob' }] },
        {
          hand: [{ id: 'cd', card: 'Calculated Dismissal' }],
          library,
          graveyard: mastery
            ? [
                { id: 'o1', card: 'Opt' },
                { id: 'o2', card: 'Opt' },
              ]
            : [{ id: 'o1', card: 'Opt' }],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'cd', targets: ['or'], payment: { tap: ['u0', 'u1', 'u2'] } }, ...passes(2)],
    });

    it('two instants in her graveyard: bob cannot pay {3}, Ornithopter countered, then alice scries 2', () => {
      const a = rule(dismissal(true));
      expect(a.violations).toEqual([]);
      expect(ids(a.state.players[1].graveyard)).toEqual(['or']);
      expect(a.decision).toMatchObject({ kind: 'chooseScry', player: 'alice', rule: '701.22a' });
      expect(cited(a)).toEqual(expect.arrayContaining(['118.12a', '608.2c', '701.22a']));
      const d = rule({ state: a.state, action: choose(a, ['bottom', 'alice.library.0', 'alice.library.1']) });
      expect(d.violations).toEqual([]);
      expect(ids(d.state.players[0].library)).toEqual(['l3', 'l1', 'l2']);
      expect(d.state.stack).toEqual([]);
    });

    it('one instant only: countered, no scry asked, the library as it was', () => {
      const a = rule(dismissal(false));
      expect(a.violations).toEqual([]);
      expect(ids(a.state.players[1].graveyard)).toEqual(['or']);
      expect(a.decision?.kind).not.toBe('chooseScry');
      expect(ids(a.state.players[0].library)).toEqual(['l1', 'l2', 'l3']);
      expect(cited(a)).toContain('608.2c');
      expect(cited(a)).not.toContain('701.22a');
    });
  });
});
