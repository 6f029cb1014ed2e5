import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import * as colorAndReplacementBoards from '../testing/color-and-replacement-boards';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { choose, onField, passes } from '../testing/actions';

describe("702.16b: protection and an ability's source", () => {
  const { answer, board, passes } = colorAndReplacementBoards;

  it("702.16b, 613.1e: an ability's source has its colors now: a red Prodigal Pyromancer made blue may target a creature with protection from red", () => {
    const state = board({
      battlefield: [
        { id: 'pp', card: 'Prodigal Pyromancer', controller: 'alice' },
        { id: 'p', card: 'Test Pro Red', controller: 'bob' },
      ],
      effects: [
        {
          id: 'blue',
          kind: 'set-colors',
          colors: ['U'],
          affects: ['pp'],
          source: 'pp',
          controller: 'alice',
          timestamp: 10,
          duration: 'until-end-of-turn',
        },
      ],
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'pp', ability: 0, targets: ['p'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'p')).toMatchObject({ damage: 1 });
  });
});

describe('702.16j: protection from everything', () => {
  const { answer, board } = damageAndTriggerBoards;

  it('702.16j: protection from everything cannot be targeted', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
        effects: [
          {
            id: 'e1',
            kind: 'add-keyword',
            keyword: 'protection from everything',
            affects: ['b1'],
            controller: 'bob',
            timestamp: 9,
            duration: 'until-end-of-turn',
          },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] } }).violations[0]).toMatchObject({
      rule: '702.16j',
    });
  });
});

/**
 * 702.16a: protection from a card type and from creature types, on real cards with their Oracle
 * text (the bundled catalog): Baneslayer Angel ("protection from Demons and from Dragons": two
 * qualities) and Tel-Jilad Chosen ("Protection from artifacts").
 */
describe('702.16a: protection from card types and creature types (real cards)', () => {
  const rule = rulingsWith(bundledCatalog());
  const combat = (battlefield: Record<string, unknown>[]) => ({
    ...board({ battlefield }),
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
    combat: {
      attackers: [{ id: 'ba', attacking: 'bob' }],
      blockers: [],
      attackersDeclared: true,
      creaturesAttacked: true,
      blockersDeclared: false,
    },
  });
  const block = (battlefield: Record<string, unknown>[], blocker: string, attacker = 'ba') =>
    rule({
      state: { ...combat(battlefield), combat: { ...combat(battlefield).combat, attackers: [{ id: attacker, attacking: 'bob' }] } },
      action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: blocker, blocking: [attacker] }] },
    });

  it('the keyword line is understood: "protection from Demons and from Dragons" is two qualities', () => {
    expect(compileCard(bundledCard('Baneslayer Angel')).unsupported).toEqual([]);
    expect(compileCard(bundledCard('Tel-Jilad Chosen')).unsupported).toEqual([]);
  });

  it('613.1f: "Equipped creature gets +2/+2 and has protection from red and from blue." (Sword of Fire and Ice) grants one keyword of two qualities', () => {
    const line = 'Equipped creature gets +2/+2 and has protection from red and from blue.';
    const sword = compileCard(bundledCard('Sword of Fire and Ice'));
    expect(sword.unsupported).not.toContain(line);
    expect(sword.abilities.find((a) => a.text === line)).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'modifyPT' }, { kind: 'addKeyword', keyword: 'protection from red and from blue' }],
    });
  });

  it('702.16b: a creature enchanted by Mask of Law and Grace ("protection from black and from red") cannot be targeted by Lightning Bolt; the Aura stays on', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 1),
          perm('gb', 'Grizzly Bears', 'bob'),
          perm('mk', 'Mask of Law and Grace', 'bob', { attachedTo: 'gb' }),
        ],
      },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['gb'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' })]);
    expect(a.state.battlefield.find((o) => o.id === 'mk')).toMatchObject({ attachedTo: 'gb' });
    expect(a.state.stack).toEqual([]);
  });

  it('702.16b: an ability whose source is gone, only its colors known, at a creature with protection from artifacts: refused, not guessed', () => {
    const state = board({
      battlefield: [perm('tj', 'Tel-Jilad Chosen', 'bob')],
      stack: [{ id: 'ab1', controller: 'alice', ability: { source: 'rod', index: 0, card: 'Rod of Ruin' }, targets: ['tj'] }],
    });
    const o = adjudicate(
      {
        state,
        actions: [
          { type: 'pass', player: 'alice' },
          { type: 'pass', player: 'bob' },
        ],
      },
      bundledCatalog(),
    );
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_PROTECTION', rule: '702.16a' });
  });

  it('702.16f: an attacking Baneslayer Angel cannot be blocked by a Dragon (Shivan Dragon)', () => {
    const a = block([perm('ba', 'Baneslayer Angel', 'alice'), perm('sd', 'Shivan Dragon', 'bob')], 'sd');
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_PROTECTION', rule: '702.16f' })]);
    expect(a.state.combat?.blockers ?? []).toEqual([]);
  });

  it('702.16f: nor by a Demon (Rune-Scarred Demon), the other quality of "and from"', () => {
    const a = block([perm('ba', 'Baneslayer Angel', 'alice'), perm('rd', 'Rune-Scarred Demon', 'bob')], 'rd');
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_PROTECTION', rule: '702.16f' })]);
  });

  it('509.1a: an Angel that is neither (Serra Angel) blocks it; Grizzly Bears may not, for flying (702.9b), not protection', () => {
    const ok = block([perm('ba', 'Baneslayer Angel', 'alice'), perm('sa', 'Serra Angel', 'bob')], 'sa');
    expect(ok.violations).toEqual([]);
    expect(ok.legal).toBe(true);
    expect(ok.state.combat?.blockers).toEqual([expect.objectContaining({ id: 'sa', blocking: ['ba'] })]);
    const bears = block([perm('ba', 'Baneslayer Angel', 'alice'), perm('gb', 'Grizzly Bears', 'bob')], 'gb');
    expect(bears.violations[0]).toMatchObject({ rule: '702.9b' });
  });

  it('702.16f: Tel-Jilad Chosen (protection from artifacts) may be blocked by Grizzly Bears, not by an artifact creature (Ornithopter)', () => {
    const ok = block([perm('tj', 'Tel-Jilad Chosen', 'alice'), perm('gb', 'Grizzly Bears', 'bob')], 'gb', 'tj');
    expect(ok.violations).toEqual([]);
    const a = block([perm('tj', 'Tel-Jilad Chosen', 'alice'), perm('or', 'Ornithopter', 'bob')], 'or', 'tj');
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANNOT_BLOCK_PROTECTION', rule: '702.16f' })]);
  });

  it("702.16e: damage from a Demon (Pestilence Demon's {B} ability) to Baneslayer Angel is prevented; Grizzly Bears takes it", () => {
    const state = board({
      battlefield: [
        ...lands('Swamp', 's', 1),
        perm('pd', 'Pestilence Demon', 'alice'),
        perm('ba', 'Baneslayer Angel', 'bob'),
        perm('gb', 'Grizzly Bears', 'bob'),
      ],
    });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'pd', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'ba')).toMatchObject({ damage: 0 });
    expect(a.state.battlefield.find((o) => o.id === 'pd')).toMatchObject({ damage: 1 });
    expect(a.state.battlefield.find((o) => o.id === 'gb')).toMatchObject({ damage: 1 });
    expect(a.state.players.map((p) => p.life)).toEqual([19, 19]);
    expect(cited(a)).toContain('702.16e');
  });

  it("702.16b: Tel-Jilad Chosen cannot be the target of an artifact's ability (Rod of Ruin)", () => {
    const state = board({
      battlefield: [...lands('Mountain', 'm', 3), perm('rod', 'Rod of Ruin', 'alice'), perm('tj', 'Tel-Jilad Chosen', 'bob')],
    });
    const a = rule({ state, action: { type: 'activate', player: 'alice', source: 'rod', ability: 0, targets: ['tj'] } });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' })]);
    expect(a.state.stack).toEqual([]);
  });

  it('702.16b: Rod of Ruin may target Grizzly Bears; a red spell (Lightning Bolt) may target Tel-Jilad Chosen and destroys it', () => {
    const rod = rule({
      state: board({
        battlefield: [...lands('Mountain', 'm', 3), perm('rod', 'Rod of Ruin', 'alice'), perm('gb', 'Grizzly Bears', 'bob')],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'rod', ability: 0, targets: ['gb'] }, ...passes(2)],
    });
    expect(rod.violations).toEqual([]);
    expect(rod.state.battlefield.find((o) => o.id === 'gb')).toMatchObject({ damage: 1 });
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 1), perm('tj', 'Tel-Jilad Chosen', 'bob')] },
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['tj'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.battlefield)).not.toContain('tj');
    expect(cited(a)).toContain('704.5g');
  });
});

/**
 * 702.16a, 608.2d: "Target creature you control gains protection from the color of your choice until
 * end of turn." The color is chosen as the ability (or spell) resolves, by its controller (a pending
 * choice, decision chooseColor); the target then has protection from it until end of turn (702.16b:
 * it can't be the target of a spell of that color). On Mother of Runes and Gods Willing.
 */
const mother = bundledCard('Mother of Runes');
const godsWilling = bundledCard('Gods Willing');
const knight = bundledCard('Knight of Dawn');
const catalog = new InMemoryCatalog([
  mother,
  godsWilling,
  knight,
  ...['Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map(bundledCard),
]);
const ruling = rulingsWith(catalog);

const runesBoard = (extra: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        { id: 'mr', card: mother.name, controller: 'alice' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
      ],
      ...extra,
    },
    {},
    { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
  );
const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'mr', ability: 0, targets: [target] });

describe('702.16a, 608.2d: Mother of Runes, "{T}: Target creature you control gains protection from the color of your choice until end of turn."', () => {
  it('compiles as an activated ability whose color is chosen as it resolves', () => {
    expect(compiled(mother)).toMatchObject({ support: 'full' });
    expect(compiled(mother).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { tap: true },
      targets: [{ text: 'target creature you control' }],
      effects: [{ kind: 'protectionOfChoice', target: 0 }],
    });
  });

  it('the color is asked as it resolves (chooseColor); red chosen, a red spell cannot target the creature (702.16b)', () => {
    const asked = ruling({ state: runesBoard(), actions: [activate('g1'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice', options: ['W', 'U', 'B', 'R', 'G'], rule: '608.2d' });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color', player: 'alice', next: 0 } });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['R']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({ kind: 'add-keyword', keyword: 'protection from red', affects: ['g1'], duration: 'until-end-of-turn' }),
    ]);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '608.2n']));
    // Bob's Lightning Bolt can't target it now; it can still target Mother of Runes.
    const bobs = { ...chosen.state, turn: { ...chosen.state.turn, priority: 'bob' } };
    const bolt = ruling({ state: bobs, action: { type: 'cast', player: 'bob', card: 'lb', targets: ['g1'] } });
    expect(bolt.violations[0]).toMatchObject({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' });
  });

  it('a color that is not one of the five is refused (105.1), the choice still pending', () => {
    const asked = ruling({ state: runesBoard(), actions: [activate('g1'), ...passes(2)] });
    const wrong = ruling({ state: asked.state, action: choose(asked, ['colorless']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '105.1' });
    expect(wrong.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color' } });
    const two = ruling({ state: asked.state, action: choose(asked, ['R', 'G']) });
    expect(two.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '105.1' });
  });

  it("115.1: a creature alice doesn't control is not a legal target", () => {
    const a = ruling({ state: runesBoard(), action: activate('g2') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(onField(a, 'mr')?.tapped).toBeFalsy();
  });

  it('608.2b: the target gone as it resolves, no color is asked and nothing happens', () => {
    const state = runesBoard({
      battlefield: [{ id: 'mr', card: mother.name, controller: 'alice', tapped: true }],
      stack: [{ id: 'ab', ability: { source: 'mr', index: 0 }, controller: 'alice', targets: ['g1'] }],
    });
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('608.2b');
  });

  it('a board whose ability waits for a color it does not ask is refused (422 NOTHING_TO_CHOOSE)', () => {
    const state = board({
      battlefield: [
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
      stack: [
        {
          id: 'lb',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          pendingChoice: { kind: 'color', player: 'alice', next: 0 },
        },
      ],
    });
    const outcome = adjudicate({ state, actions: passes(2) }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect(outcome.errors[0]).toMatchObject({ code: 'NOTHING_TO_CHOOSE', rule: '608.2d' });
  });
});

describe('608.2d: Gods Willing, the color chosen, then "Scry 1."', () => {
  it('the spell waits for the color, then for the scry (701.22a)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'gw', card: godsWilling.name }], library: [{ id: 'top', card: 'Mountain' }] },
    );
    const asked = ruling({ state, actions: [{ type: 'cast', player: 'alice', card: 'gw', targets: ['g1'] }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['B']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([expect.objectContaining({ keyword: 'protection from black', affects: ['g1'] })]);
    expect(chosen.decision).toMatchObject({ kind: 'chooseScry' });
  });
});

describe('702.16a: Knight of Dawn, "{W}{W}: Knight of Dawn gains protection from the color of your choice until end of turn."', () => {
  it('the knight itself gains protection from the color chosen as the ability resolves', () => {
    const state = board({
      battlefield: [
        { id: 'kd', card: knight.name, controller: 'alice' },
        { id: 'p1', card: 'Plains', controller: 'alice' },
        { id: 'p2', card: 'Plains', controller: 'alice' },
      ],
    });
    expect(compiled(knight)).toMatchObject({ support: 'full' });
    const asked = ruling({ state, actions: [{ type: 'activate', player: 'alice', source: 'kd', ability: 0 }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['G']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([expect.objectContaining({ keyword: 'protection from green', affects: ['kd'] })]);
  });
});
