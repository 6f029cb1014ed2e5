import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { parseBoard } from '../state/parse';
import { serializeBoard } from '../state/serialize';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle texts. */
const clone = defineCard({
  name: 'Clone',
  manaCost: '{3}{U}',
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: '0',
  toughness: '0',
  text: 'You may have Clone enter as a copy of any creature on the battlefield.',
});
const metamorph = defineCard({
  name: 'Phyrexian Metamorph',
  manaCost: '{3}{U/P}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Phyrexian', 'Shapeshifter'],
  power: '0',
  toughness: '0',
  text: "({U/P} can be paid with either {U} or 2 life.)\nYou may have Phyrexian Metamorph enter as a copy of an artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
});
const anthem = defineCard({
  name: 'Glorious Anthem',
  manaCost: '{1}{W}{W}',
  types: ['Enchantment'],
  text: 'Creatures you control get +1/+1.',
});
/** Its pre-2025 wording (naming itself): the compiler does not read "this creature" yet. */
const visionary = defineCard({
  name: 'Elvish Visionary',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Elf', 'Shaman'],
  power: '1',
  toughness: '1',
  text: 'When Elvish Visionary enters, draw a card.',
});
const counterpart = defineCard({
  name: 'Cackling Counterpart',
  manaCost: '{1}{U}{U}',
  types: ['Instant'],
  text: "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U}",
});
const propagator = defineCard({
  name: 'Myr Propagator',
  manaCost: '{3}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Myr'],
  power: '1',
  toughness: '1',
  text: "{3}, {T}: Create a token that's a copy of Myr Propagator.",
});
const thallid = defineCard({
  name: 'Tukatongue Thallid',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Fungus'],
  power: '0',
  toughness: '1',
  text: 'When Tukatongue Thallid dies, create a 1/1 green Saproling creature token.',
});
const isamaru = defineCard({
  name: 'Isamaru, Hound of Konda',
  manaCost: '{W}',
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Dog'],
  power: '2',
  toughness: '2',
});
const aura = defineCard({
  name: 'Holy Strength',
  manaCost: '{W}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature gets +1/+2.',
});
const copyEnchantment = defineCard({
  name: 'Copy Enchantment',
  manaCost: '{2}{U}',
  types: ['Enchantment'],
  text: 'You may have Copy Enchantment enter as a copy of any enchantment on the battlefield.',
});

const catalog = new InMemoryCatalog([
  thallid,
  clone,
  metamorph,
  anthem,
  visionary,
  counterpart,
  propagator,
  isamaru,
  aura,
  copyEnchantment,
  ...['Island', 'Plains', 'Grizzly Bears', 'Lightning Bolt', 'Mountain'].map((n) => testCatalog.find(n) as CardDefinition),
]);

const outcome = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
const answer = (request: Record<string, unknown>): Answer => {
  const out = outcome(request);
  if (out.kind !== 'answer') throw new Error(JSON.stringify(out));
  return out.answer;
};
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
const castClone = (card = 'c1') => [{ type: 'cast', player: 'alice', card }, ...passes(2)];
const chooseCopy = (choice: string, spell = 'c1') => ({
  type: 'choose',
  player: 'alice',
  decision: `t3.first-main.chooseCopy.${spell}`,
  choice: [choice],
});
const permanent = (a: Answer, id: string) => a.state.battlefield.find((o) => o.id === id);

describe('707 copies: "You may have CARDNAME enter as a copy of ..." (614.1c, 707.5)', () => {
  it('is understood in its current and its 2017 wording; other exceptions are not', () => {
    expect(compileCard(clone).support).toBe('full');
    expect(compileCard(metamorph).support).toBe('full');
    expect(
      compileCard({ ...clone, text: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.' }).support,
    ).toBe('full');
    const doppelganger = defineCard({
      name: 'Vesuvan Doppelganger',
      manaCost: '{3}{U}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: '0',
      toughness: '0',
      text: "You may have Vesuvan Doppelganger enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"",
    });
    expect(compileCard(doppelganger).support).toBe('none');
    const mirrorImage = defineCard({
      name: 'Mirror Image',
      manaCost: '{3}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: '0',
      toughness: '0',
      text: 'You may have Mirror Image enter as a copy of a creature you control.',
    });
    expect(compileCard(mirrorImage).abilities).toEqual([
      expect.objectContaining({ kind: 'entersAsCopy', types: ['Creature'], youControl: true }),
    ]);
    const masterwork = defineCard({
      name: 'Masterwork of Ingenuity',
      manaCost: '{1}',
      types: ['Artifact'],
      subtypes: ['Equipment'],
      text: 'You may have Masterwork of Ingenuity enter as a copy of any Equipment on the battlefield.',
    });
    expect(compileCard(masterwork).abilities).toEqual([
      expect.objectContaining({ kind: 'entersAsCopy', types: ['Artifact'], subtype: 'Equipment' }),
    ]);
  });

  it('614.12a, 707.5: as it resolves, its controller chooses what it enters as a copy of, or none', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: castClone() });
    expect(a.legal).toBe(true);
    expect(a.decision).toMatchObject({
      id: 't3.first-main.chooseCopy.c1',
      player: 'alice',
      kind: 'chooseCopy',
      rule: '707.5',
      options: ['b1', 'none'],
    });
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'c1', card: 'Clone', awaitingCopy: 'alice' })]);
    expect(cited(a)).toContain('614.12a');
    const listed = legalActionsFor(a.state, catalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toEqual(expect.arrayContaining([chooseCopy('b1'), chooseCopy('none')]));
  });

  it('707.2: it enters with the copiable values of the creature it copies; the board keeps the copy', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('b1')] });
    expect(a.legal).toBe(true);
    const c1 = permanent(a, 'c1');
    expect(c1).toMatchObject({ card: 'Clone', copyOf: 'Grizzly Bears', controller: 'alice', summoningSick: true });
    expect(c1?.characteristics).toMatchObject({
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      colors: ['G'],
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
    });
    expect(cited(a)).toEqual(expect.arrayContaining(['707.5', '707.2', '608.3']));
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    // A later request with the board it answered keeps the copy.
    const again = answer({ state: a.state, action: { type: 'pass', player: 'alice' } });
    expect(permanent(again, 'c1')?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2 });
  });

  it('707.5 ("you may"): choosing none, it enters as itself: a 0/0 Clone is put into the graveyard (704.5f)', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('none')] });
    expect(a.legal).toBe(true);
    expect(permanent(a, 'c1')).toBeUndefined();
    expect(a.state.players[0].graveyard).toEqual([{ id: 'c1', card: 'Clone' }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['707.5', '608.3', '704.5f']));
  });

  it('707.5: with no creature on the battlefield there is nothing to choose: it enters as itself and dies (704.5f)', () => {
    const state = board({ battlefield: islands(4) }, { hand: [{ id: 'c1', card: 'Clone' }] });
    const a = answer({ state, actions: castClone() });
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(a.state.players[0].graveyard).toEqual([{ id: 'c1', card: 'Clone' }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['707.5', '704.5f']));
  });

  it('a choice that is not offered is refused (707.5)', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('i0')] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '707.5' });
  });

  it('707.5, 603.6a: the enters-the-battlefield triggers of what it copies trigger', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'v1', card: 'Elvish Visionary', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Clone' }], library: [{ id: 'top', card: 'Island' }] },
    );
    const entered = answer({ state, actions: [...castClone(), chooseCopy('v1')] });
    expect(entered.state.stack).toEqual([
      expect.objectContaining({ ability: { source: 'c1', index: 0, triggered: true }, controller: 'alice' }),
    ]);
    expect(cited(entered)).toContain('603.3');
    const a = answer({ state: entered.state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
  });

  it('707.9b: Phyrexian Metamorph copies a creature and is an artifact in addition to its other types', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'm1', card: 'Phyrexian Metamorph' }] },
    );
    const a = answer({ state, actions: [...castClone('m1'), chooseCopy('b1', 'm1')] });
    expect(a.legal).toBe(true);
    const m1 = permanent(a, 'm1');
    expect(m1).toMatchObject({ card: 'Phyrexian Metamorph', copyOf: { name: 'Grizzly Bears', types: ['Creature', 'Artifact'] } });
    expect(m1?.characteristics).toMatchObject({ name: 'Grizzly Bears', types: ['Creature', 'Artifact'], power: 2, toughness: 2 });
    expect(cited(a)).toContain('707.5');
    // The modified values round-trip.
    expect(permanent(answer({ state: a.state, action: { type: 'pass', player: 'alice' } }), 'm1')?.characteristics).toMatchObject({
      types: ['Creature', 'Artifact'],
    });
  });

  it('the creatures it may copy are read now: an Ally-only copier may copy an Ally or a changeling (702.73a), not a Bear', () => {
    const jwari = defineCard({
      name: 'Jwari Shapeshifter',
      manaCost: '{1}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter', 'Ally'],
      power: '0',
      toughness: '0',
      text: 'You may have Jwari Shapeshifter enter as a copy of an Ally creature on the battlefield.',
    });
    const ally = defineCard({
      name: 'Test Ally',
      manaCost: '{W}{W}',
      types: ['Creature'],
      subtypes: ['Human', 'Soldier', 'Ally'],
      power: '2',
      toughness: '2',
      text: 'First strike, vigilance',
    });
    const changeling = defineCard({
      name: 'Test Changeling',
      manaCost: '{2}{G}{G}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: '4',
      toughness: '4',
      text: 'Changeling',
    });
    const local = new InMemoryCatalog([
      jwari,
      ally,
      changeling,
      ...['Island', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
    ]);
    const state = board(
      {
        battlefield: [
          ...islands(2),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'a1', card: 'Test Ally', controller: 'bob' },
          { id: 'x1', card: 'Test Changeling', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'j1', card: 'Jwari Shapeshifter' }] },
    );
    const out = adjudicate({ state, actions: castClone('j1') } as { state: unknown }, local);
    expect(out.kind === 'answer' && out.answer.decision).toMatchObject({ kind: 'chooseCopy', options: ['a1', 'x1', 'none'] });
  });

  it('"a creature you control": only its controller\'s creatures are offered', () => {
    const mirrorImage = defineCard({
      name: 'Mirror Image',
      manaCost: '{3}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: '0',
      toughness: '0',
      text: 'You may have Mirror Image enter as a copy of a creature you control.',
    });
    const local = new InMemoryCatalog([mirrorImage, ...['Island', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition)]);
    const state = board(
      {
        battlefield: [
          ...islands(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'm1', card: 'Mirror Image' }] },
    );
    const out = adjudicate({ state, actions: castClone('m1') } as { state: unknown }, local);
    expect(out.kind === 'answer' && out.answer.decision).toMatchObject({ kind: 'chooseCopy', options: ['b2', 'none'] });
  });

  it('303.4f: copying an Aura (entering without being cast) is refused as not supported', () => {
    const state = board(
      {
        battlefield: [
          ...islands(3),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'h1', card: 'Holy Strength', controller: 'bob', attachedTo: 'b1' },
        ],
      },
      { hand: [{ id: 'e1', card: 'Copy Enchantment' }] },
    );
    const out = outcome({ state, actions: [...castClone('e1'), chooseCopy('h1', 'e1')] });
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_COPY', rule: '303.4f' });
  });
});

describe('707 copies: layer 1 (613.1a, 707.2, 707.3)', () => {
  it("707.2: a copy of a creature under an anthem does not copy the anthem's bonus", () => {
    const state = board(
      {
        battlefield: [
          ...islands(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g1', card: 'Glorious Anthem', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('b1')] });
    expect(permanent(a, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(permanent(a, 'c1')?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2 });
  });

  it("613.1a: the copy is the base the other layers build on: its controller's anthem applies to it", () => {
    const state = board(
      {
        battlefield: [
          ...islands(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g1', card: 'Glorious Anthem', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('b1')] });
    expect(permanent(a, 'b1')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(permanent(a, 'c1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('707.2: counters on the original are not copied; nor are effects from resolved spells (a set-colors effect)', () => {
    const state = board(
      {
        battlefield: [...islands(4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 2 }, tapped: true }],
        effects: [
          {
            id: 'e1',
            kind: 'set-colors',
            colors: ['U'],
            power: 0,
            toughness: 0,
            affects: ['b1'],
            source: null,
            controller: 'bob',
            timestamp: 1,
            duration: 'until-end-of-turn',
          },
        ],
      },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('b1')] });
    expect(permanent(a, 'b1')?.characteristics).toMatchObject({ colors: ['U'], power: 4, toughness: 4 });
    const c1 = permanent(a, 'c1');
    expect(c1).toMatchObject({ counters: {}, tapped: false });
    expect(c1?.characteristics).toMatchObject({ colors: ['G'], power: 2, toughness: 2 });
  });

  it('707.3: copying a copy gives the values it copied (Grizzly Bears), not the Clone card', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'x1', card: 'Clone', copyOf: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 1 } }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('x1')] });
    expect(permanent(a, 'c1')).toMatchObject({ card: 'Clone', copyOf: 'Grizzly Bears' });
    expect(permanent(a, 'c1')?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2 });
    expect(cited(a)).toContain('707.3');
  });

  it('400.7: a copy that leaves the battlefield is its own card again', () => {
    const state = board(
      {
        battlefield: [
          ...islands(1).map((i) => ({ ...i, card: 'Mountain' })),
          { id: 'c1', card: 'Clone', copyOf: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['c1'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    // The Bolt leaves the stack as it resolves (608.2n); the copy dies afterwards (704.5g).
    expect(a.state.players[0].graveyard).toEqual([
      { id: 'l1', card: 'Lightning Bolt' },
      { id: 'c1', card: 'Clone' },
    ]);
    expect(cited(a)).toContain('704.5g');
  });

  it('603.10a, 400.7: a copy that dies triggers the "dies" ability it copied; the card in the graveyard is Clone', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm0', card: 'Mountain', controller: 'alice' },
          { id: 'c1', card: 'Clone', copyOf: 'Tukatongue Thallid', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const died = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['c1'] }, ...passes(2)] });
    expect(died.state.players[0].graveyard).toEqual([
      { id: 'l1', card: 'Lightning Bolt' },
      { id: 'c1', card: 'Clone' },
    ]);
    // 113.7a: the ability on the stack carries the copied card it came from, for a later request.
    expect(died.state.stack).toEqual([
      expect.objectContaining({
        ability: expect.objectContaining({ source: 'c1', triggered: true, card: expect.objectContaining({ name: 'Tukatongue Thallid' }) }),
      }),
    ]);
    const a = answer({ state: died.state, actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.token)?.characteristics).toMatchObject({ name: 'Saproling Token', power: 1, toughness: 1 });
  });

  it('707.5: copying a Clone that copies nothing (its copied text would replace the entering again) is refused, not guessed', () => {
    const bare = { id: 'x1', card: 'Clone', controller: 'alice', counters: { '+1/+1': 1 } };
    const state = board(
      { battlefield: [...islands(4), bare] },
      {
        hand: [
          { id: 'c1', card: 'Clone' },
          { id: 'k1', card: 'Cackling Counterpart' },
        ],
      },
    );
    expect(outcome({ state, actions: [...castClone(), chooseCopy('x1')] })).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_COPY',
      rule: '707.5',
    });
    expect(outcome({ state, actions: [{ type: 'cast', player: 'alice', card: 'k1', targets: ['x1'] }, ...passes(2)] })).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_COPY',
    });
  });

  it('704.5j: a copy of a legendary creature its controller controls brings the legend rule', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'k1', card: 'Isamaru, Hound of Konda', controller: 'alice' }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [...castClone(), chooseCopy('k1')] });
    expect(a.decision).toMatchObject({ kind: 'legendRule', options: ['k1', 'c1'] });
  });
});

describe('707 copies: the board (copyOf, awaitingCopy)', () => {
  it('a permanent with copyOf has the copied characteristics', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'c1', card: 'Clone', copyOf: 'Grizzly Bears', controller: 'alice' }] }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(permanent(a, 'c1')).toMatchObject({
      card: 'Clone',
      copyOf: 'Grizzly Bears',
      characteristics: { name: 'Grizzly Bears', power: 2 },
    });
  });

  it('copyOf is a card: an unknown name or a card that is not a permanent card is refused', () => {
    const unknown = outcome({
      state: board({ battlefield: [{ id: 'c1', card: 'Clone', copyOf: 'No Such Card', controller: 'alice' }] }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(unknown).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'UNKNOWN_CARD', path: 'state.battlefield[0].copyOf' })],
    });
    const instant = outcome({
      state: board({ battlefield: [{ id: 'c1', card: 'Clone', copyOf: 'Lightning Bolt', controller: 'alice' }] }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(instant).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'NOT_A_PERMANENT', path: 'state.battlefield[0].copyOf' })],
    });
  });

  it('awaitingCopy is only for a spell that may enter as a copy', () => {
    const waiting = answer({
      state: board({
        battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
        stack: [{ id: 'c1', card: 'Clone', controller: 'alice', awaitingCopy: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      }),
      action: chooseCopy('b1'),
    });
    expect(waiting.legal).toBe(true);
    expect(permanent(waiting, 'c1')).toMatchObject({ copyOf: 'Grizzly Bears' });
    const wrong = outcome({
      state: board({ stack: [{ id: 'g1', card: 'Grizzly Bears', controller: 'alice', awaitingCopy: 'alice' }] }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(wrong).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ path: 'state.stack[0].awaitingCopy' })] });
  });
});

describe('707 copies: tokens that are copies (707.2, 111.1)', () => {
  it('"Create a token that\'s a copy of target creature you control": the copiable values, not counters or the anthem', () => {
    const state = board(
      {
        battlefield: [
          ...islands(3),
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', counters: { '+1/+1': 1 } },
          { id: 'g1', card: 'Glorious Anthem', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'k1', card: 'Cackling Counterpart' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k1', targets: ['b1'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    const token = a.state.battlefield.find((o) => o.token);
    expect(token).toMatchObject({ card: 'Grizzly Bears', token: true, controller: 'alice', counters: {} });
    expect(token?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2 });
    expect(cited(a)).toContain('707.2');
  });

  it('"Create a token that\'s a copy of CARDNAME" (an activated ability): a Myr Propagator token', () => {
    const state = board({ battlefield: [...islands(3), { id: 'p1', card: 'Myr Propagator', controller: 'alice' }] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0 }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.token)).toMatchObject({
      card: 'Myr Propagator',
      token: true,
      characteristics: { name: 'Myr Propagator', power: 1 },
    });
  });

  it('a token copy of a copy (707.3) copies what the copy copied', () => {
    const state = board(
      { battlefield: [...islands(3), { id: 'c1', card: 'Clone', copyOf: 'Grizzly Bears', controller: 'alice' }] },
      { hand: [{ id: 'k1', card: 'Cackling Counterpart' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k1', targets: ['c1'] }, ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.token)).toMatchObject({
      card: 'Grizzly Bears',
      characteristics: { name: 'Grizzly Bears', power: 2 },
    });
  });
});

describe('707.10f: a copy of a permanent spell', () => {
  const { answer, lands, board, passes } = copyAndKeywordBoards;

  it('608.3f, 707.10f: a copy of a permanent spell becomes a token permanent as it resolves', () => {
    const state = board({ battlefield: lands('Forest', 1), stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', copy: true }] });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 's')).toMatchObject({ token: true });
  });
});

describe('707.2, 708.2: copies of face-down creatures', () => {
  const { run, lands, stable, board, passes } = copyAndKeywordBoards;

  it('707.2, 708.2: a Clone that copies a face-down creature is a board the engine reads back (or the copy is refused, never lost)', () => {
    const state = board(
      { battlefield: [...lands('Island', 4), { id: 'fd', card: 'Test Watcher', controller: 'bob', faceDown: true }] },
      { hand: [{ id: 'c', card: 'Clone' }] },
    );
    const outcome = run({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'c' },
        ...passes(2),
        { type: 'choose', player: 'alice', decision: 't3.first-main.chooseCopy.c', choice: ['fd'] },
      ],
    });
    if (outcome.kind === 'answer') stable(outcome.answer);
    else expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_COPY' });
  });

  it('707.2, 708.2: a token copy of a face-down creature is a board the engine reads back (or the copy is refused, never lost)', () => {
    const state = board(
      { battlefield: [...lands('Island', 3), { id: 'fd', card: 'Test Watcher', controller: 'alice', faceDown: true }] },
      { hand: [{ id: 'cc', card: 'Cackling Counterpart' }] },
    );
    const outcome = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'cc', targets: ['fd'] }, ...passes(2)] });
    if (outcome.kind === 'answer') stable(outcome.answer);
    else expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_COPY' });
  });
});

describe('707.5: who chooses what a Clone copies', () => {
  const { run, board, refusedAt } = copyAndKeywordBoards;

  it("614.12a, 707.5: the spell's controller chooses what it enters as a copy of", () => {
    const state = board({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }],
      stack: [{ id: 'c', card: 'Clone', controller: 'alice', awaitingCopy: 'bob' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(
      refusedAt(
        run({ state, action: { type: 'choose', player: 'bob', decision: 't3.first-main.chooseCopy.c', choice: ['gb'] } }),
        'state.stack[0].awaitingCopy',
      ),
    ).toBe(true);
  });
});

describe('707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy."', () => {
  const catalog = new InMemoryCatalog(
    [
      'Twincast',
      'Reverberate',
      'Reiterate',
      'Fork',
      'Counterspell',
      'Lightning Bolt',
      'Divination',
      'Kiln Fiend',
      'Grizzly Bears',
      'Island',
      'Mountain',
    ].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  /** The board written back is read again as it was (the pending choice kept). */
  const stable = (a: Answer): void => {
    const strip = (x: unknown): unknown => JSON.parse(JSON.stringify(x, (k, v) => (k === 'characteristics' ? undefined : v)));
    const again = parseBoard(JSON.parse(JSON.stringify(a.state)), catalog);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(strip(serializeBoard(again.value))).toEqual(strip(a.state));
  };
  const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
  /** Alice's Lightning Bolt on the stack aimed at bob; Twincast in her hand; her Kiln Fiend counts the spells she casts. */
  const start = (spell = { id: 'bolt', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'] }) =>
    board(
      {
        battlefield: [
          ...islands(2),
          { id: 'kf', card: 'Kiln Fiend', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        ],
        stack: [spell],
      },
      { hand: [{ id: 'tc', card: 'Twincast' }] },
    );
  const castTwincast = { type: 'cast', player: 'alice', card: 'tc', targets: ['bolt'] };
  const decision = 't3.first-main.chooseOptional.tc';

  it('Twincast, Reverberate and Reiterate (with buyback) are understood; Fork ("except that the copy is red") is not', () => {
    for (const name of ['Twincast', 'Reverberate', 'Reiterate']) expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Fork')).support).not.toBe('full');
  });

  it('707.10c: as Twincast resolves, its controller may choose a new target for the copy: the legal targets, or "no"', () => {
    const a = answer({ state: start(), actions: [castTwincast, ...passes(2), ...passes(2)] });
    expect(a.decision).toMatchObject({ id: decision, player: 'alice', kind: 'chooseOptional', rule: '707.10c' });
    expect(a.decision?.options).toEqual(expect.arrayContaining(['alice', 'bob', 'kf', 'gb', 'no']));
    // The copy is not on the stack yet (707.10c: it is put there with the targets decided).
    expect(a.state.stack.map((s) => s.id)).toEqual(['bolt', 'tc']);
    expect(a.state.stack[1]).toMatchObject({ pendingChoice: { kind: 'yesNo', player: 'alice', next: 0 } });
    stable(a);
  });

  it('707.10: the copy, at a new target, and the original both resolve; the copy is not cast (no cast trigger)', () => {
    const chosen = answer({
      state: start(),
      actions: [castTwincast, ...passes(2), ...passes(2), { type: 'choose', player: 'alice', decision, choice: ['gb'] }],
    });
    expect(chosen.legal).toBe(true);
    expect(chosen.state.stack.map((s) => s.id)).toEqual(['bolt', 'bolt.copy.1']);
    expect(chosen.state.stack[1]).toMatchObject({ card: 'Lightning Bolt', controller: 'alice', copy: true, targets: ['gb'] });
    expect(cited(chosen)).toEqual(expect.arrayContaining(['707.10c', '707.10']));
    // Kiln Fiend (1/2) got +3/+0 once, for Twincast: the copy was put onto the stack, not cast (707.10, 601.2i).
    expect(chosen.state.battlefield.find((o) => o.id === 'kf')?.characteristics).toMatchObject({ power: 4 });
    // The spells cast this turn: the Bolt (a spell on the board's stack, 601.2i) and Twincast; not the copy.
    expect(chosen.state.turn.spellsCast).toBe(2);
    // Twincast is in the graveyard; the copy resolves (the Bears die), then the Bolt (bob at 17).
    expect(chosen.state.players[0].graveyard).toEqual([{ id: 'tc', card: 'Twincast' }]);
    const done = answer({ state: chosen.state, actions: [...passes(2), ...passes(2)] });
    expect(done.state.battlefield.some((o) => o.id === 'gb')).toBe(false);
    expect(done.state.players[1].life).toBe(17);
    expect(done.state.stack).toEqual([]);
    // 707.10a: the copy ceases to exist: only the Bolt card is in alice's graveyard with Twincast.
    expect(done.state.players[0].graveyard.map((c) => c.id).sort()).toEqual(['bolt', 'tc']);
  });

  it('707.10c ("may"): "no" keeps the original\'s target: bob is dealt 3 damage twice', () => {
    const a = answer({
      state: start(),
      actions: [castTwincast, ...passes(2), ...passes(2), { type: 'choose', player: 'alice', decision, choice: ['no'] }],
    });
    expect(a.state.stack[1]).toMatchObject({ copy: true, targets: ['bob'] });
    expect(answer({ state: a.state, actions: [...passes(2), ...passes(2)] }).state.players[1].life).toBe(14);
  });

  it('707.10c: a target that is not offered is refused, the board unchanged', () => {
    const waiting = answer({ state: start(), actions: [castTwincast, ...passes(2), ...passes(2)] });
    const a = answer({ state: waiting.state, action: { type: 'choose', player: 'alice', decision, choice: ['bolt'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '707.10c' });
  });

  it('707.10: a copy of a spell with no target is put onto the stack without a question; its controller draws', () => {
    const state = start({ id: 'bolt', card: 'Divination', controller: 'bob', targets: [] } as never);
    const a = answer({ state, actions: [castTwincast, ...passes(2), ...passes(2)] });
    expect(a.state.stack.map((s) => s.id)).toEqual(['bolt', 'bolt.copy.1']);
    // 707.10: the copy is controlled by Twincast's controller: alice draws two, then bob.
    const done = answer({ state: a.state, actions: [...passes(2), ...passes(2)] });
    expect(done.state.players[0].library).toEqual({ count: 28 });
    expect(done.state.players[1].library).toEqual({ count: 28 });
  });

  it("702.27a: Reiterate with its buyback paid copies the Bolt, then returns to its owner's hand", () => {
    const mountains = Array.from({ length: 6 }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
    const state = board(
      { battlefield: mountains, stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] },
      { hand: [{ id: 'ri', card: 'Reiterate' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'ri', targets: ['bolt'], additionalCosts: ['buyback'] },
        ...passes(2),
        { type: 'choose', player: 'alice', decision: 't3.first-main.chooseOptional.ri', choice: ['bob'] },
        ...passes(2),
        ...passes(2),
      ],
    });
    // The copy is alice's (707.10): it hits bob; bob's Bolt hits alice.
    expect(a.state.players.map((p) => p.life)).toEqual([17, 17]);
    expect(a.state.players[0].hand).toEqual([{ id: 'ri', card: 'Reiterate' }]);
  });

  it('707.10c: a copy of Counterspell may target the original Counterspell (or Twincast, still on the stack, 608.2n)', () => {
    const state = board(
      {
        battlefield: islands(2),
        stack: [
          { id: 'dv', card: 'Divination', controller: 'alice', targets: [] },
          { id: 'cs', card: 'Counterspell', controller: 'bob', targets: ['dv'] },
        ],
      },
      { hand: [{ id: 'tc', card: 'Twincast' }] },
    );
    const waiting = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'tc', targets: ['cs'] }, ...passes(2)] });
    expect(waiting.decision?.options).toEqual(expect.arrayContaining(['dv', 'cs', 'tc', 'no']));
    const a = answer({
      state: waiting.state,
      actions: [{ type: 'choose', player: 'alice', decision, choice: ['cs'] }, ...passes(2), ...passes(2)],
    });
    // The copy counters the Counterspell; the Counterspell's target is gone: Divination resolves, alice draws two.
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].library).toEqual({ count: 28 });
    expect(a.state.players[1].graveyard).toEqual([{ id: 'cs', card: 'Counterspell' }]);
  });

  it('608.2b: the copied spell countered before Twincast resolves, Twincast does not resolve and makes no copy', () => {
    const state = board({
      battlefield: islands(2),
      stack: [
        { id: 'bolt', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'] },
        { id: 'tc', card: 'Twincast', controller: 'alice', targets: ['bolt'] },
        { id: 'cs', card: 'Counterspell', controller: 'bob', targets: ['bolt'] },
      ],
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[1].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('707.10');
  });
});
