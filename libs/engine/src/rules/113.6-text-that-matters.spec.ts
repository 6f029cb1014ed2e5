import { adjudicate, Outcome } from '../adjudicate';
import { render } from '../trace/message';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board } from '../testing/test-catalog';
import { legalActionsFor } from '../legal-actions';
import { passes } from '../testing/actions';

/**
 * A card is never played as if its text were blank (113.6: where each ability works). Every path by
 * which a card's text comes to matter refuses a text the engine does not understand with 422
 * UNSUPPORTED_CARD naming it, exactly as a cast does, or, under allowUnsupported, ignores it and says
 * so in `warnings`. Real cards, with the Oracle text of the bundled catalog.
 */
const card = defineCard;
const basic = (name: string, symbol: string): CardDefinition =>
  card({ name, supertypes: ['Basic'], types: ['Land'], subtypes: [name], text: `({T}: Add {${symbol}}.)` });
const cards = [
  basic('Swamp', 'B'),
  basic('Island', 'U'),
  basic('Mountain', 'R'),
  basic('Forest', 'G'),
  basic('Plains', 'W'),
  card({
    name: 'Choked Estuary',
    types: ['Land'],
    text: "As Choked Estuary enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, Choked Estuary enters the battlefield tapped.\n{T}: Add {U} or {B} to your mana pool.",
  }),
  card({
    name: 'Svogthos, the Restless Tomb',
    types: ['Land'],
    text: '{T}: Add {C}.\n{3}{B}{G}: Until end of turn, Svogthos, the Restless Tomb becomes a black and green Plant Zombie creature with "This creature\'s power and toughness are each equal to the number of creature cards in your graveyard." It\'s still a land.',
  }),
  card({
    name: 'Zombify',
    manaCost: '{3}{B}',
    colors: ['B'],
    types: ['Sorcery'],
    text: 'Return target creature card from your graveyard to the battlefield.',
  }),
  card({
    name: 'Broodbirth Viper',
    manaCost: '{4}{U}',
    colors: ['U'],
    types: ['Creature'],
    subtypes: ['Snake'],
    power: '3',
    toughness: '3',
    // A test card: Broodbirth Viper with haunt (not implemented) in place of its myriad (702.116, implemented).
    text: 'Haunt (When this creature dies, exile it haunting target creature.)\nWhenever Broodbirth Viper deals combat damage to a player, you may draw a card.',
  }),
  card({
    name: 'Gravecrawler',
    manaCost: '{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Zombie'],
    power: '2',
    toughness: '1',
    text: "Gravecrawler can't block.\nYou may cast Gravecrawler from your graveyard as long as you control a Zombie.",
  }),
  card({
    name: 'Lava Dart',
    manaCost: '{R}',
    colors: ['R'],
    types: ['Instant'],
    text: 'Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
  }),
  card({
    name: 'Street Wraith',
    manaCost: '{3}{B}{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Wraith'],
    power: '3',
    toughness: '4',
    text: "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)",
  }),
  card({
    name: 'Unearth',
    manaCost: '{B}',
    colors: ['B'],
    types: ['Sorcery'],
    text: 'Return target creature card with converted mana cost 3 or less from your graveyard to the battlefield.\nCycling {2} ({2}, Discard this card: Draw a card.)',
  }),
  card({
    name: 'Hellspark Elemental',
    manaCost: '{1}{R}',
    colors: ['R'],
    types: ['Creature'],
    subtypes: ['Elemental'],
    power: '3',
    toughness: '1',
    text: 'Trample, haste\nAt the beginning of the end step, sacrifice Hellspark Elemental.\nUnearth {1}{R} ({1}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  }),
  card({
    name: 'Tidewater Minion',
    manaCost: '{3}{U}{U}',
    colors: ['U'],
    types: ['Creature'],
    subtypes: ['Elemental', 'Minion'],
    power: '4',
    toughness: '4',
    text: 'Defender\n{4}: Tidewater Minion loses defender until end of turn.\n{T}: Untap target permanent.',
  }),
  card({
    name: 'Undead Gladiator',
    manaCost: '{1}{B}{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Zombie', 'Barbarian'],
    power: '3',
    toughness: '1',
    text: '{1}{B}, Discard a card: Return Undead Gladiator from your graveyard to your hand. Activate this ability only during your upkeep.\nCycling {1}{B} ({1}{B}, Discard this card: Draw a card.)',
  }),
  card({ name: 'Mind Rot', manaCost: '{2}{B}', colors: ['B'], types: ['Sorcery'], text: 'Target player discards two cards.' }),
  card({
    name: 'Obstinate Baloth',
    manaCost: '{2}{G}{G}',
    colors: ['G'],
    types: ['Creature'],
    subtypes: ['Beast'],
    power: '4',
    toughness: '4',
    text: 'When Obstinate Baloth enters the battlefield, you gain 4 life.\nIf a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it onto the battlefield instead of putting it into your graveyard.',
  }),
];
cards.push(
  card({
    name: 'Bloodghast',
    manaCost: '{B}{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Vampire', 'Spirit'],
    power: '2',
    toughness: '1',
    text: "Bloodghast can't block.\nBloodghast has haste as long as an opponent has 10 or less life.\nLandfall — Whenever a land enters the battlefield under your control, you may return Bloodghast from your graveyard to the battlefield.",
  }),
  card({
    name: 'Chronosavant',
    manaCost: '{5}{W}',
    colors: ['W'],
    types: ['Creature'],
    subtypes: ['Giant'],
    power: '5',
    toughness: '5',
    text: '{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn.',
  }),
  card({
    name: 'Vengevine',
    manaCost: '{2}{G}{G}',
    colors: ['G'],
    types: ['Creature'],
    subtypes: ['Elemental'],
    power: '4',
    toughness: '3',
    text: "Haste\nWhenever you cast a spell, if it's the second creature spell you cast this turn, you may return Vengevine from your graveyard to the battlefield.",
  }),
);
const catalog = new InMemoryCatalog(cards);
const judge = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const lands = (name: string, n: number, tapped = false) =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i + 1}`, card: name, controller: 'alice', tapped }));

/** The request is refused by name: 422 UNSUPPORTED_CARD whose message quotes `line`; no ruling, so no board changes. */
function expectRefused(outcome: Outcome, line: string, rule?: string): void {
  expect(outcome.kind).toBe('unsupported');
  if (outcome.kind !== 'unsupported') return;
  expect(outcome.code).toBe('UNSUPPORTED_CARD');
  expect(render(outcome.message)).toContain(`"${line}"`);
  if (rule) expect(outcome.rule).toBe(rule);
}

function answerOf(outcome: Outcome) {
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

const CHOKED_ESTUARY_LINE =
  "As Choked Estuary enters the battlefield, you may reveal an Island or Swamp card from your hand. If you don't, Choked Estuary enters the battlefield tapped.";

describe('113.6: a card is never played as if its text were blank', () => {
  describe('playing a land (305.1)', () => {
    const state = board({}, { hand: [{ id: 'v1', card: 'Choked Estuary' }] });
    const play = { type: 'playLand', player: 'alice', card: 'v1' };

    it('Choked Estuary: its "as it enters" reveal (614.12) is not understood: refused by name', () => {
      expectRefused(judge({ state, action: play }), CHOKED_ESTUARY_LINE);
    });

    it('under allowUnsupported it is played with that text ignored, and the answer says so', () => {
      const a = answerOf(judge({ state, action: play, allowUnsupported: true }));
      expect(a.legal).toBe(true);
      expect(a.warnings).toEqual([expect.stringContaining(CHOKED_ESTUARY_LINE)]);
    });

    it('a land the engine understands is played as before, with no warning', () => {
      const a = answerOf(
        judge({ state: board({}, { hand: [{ id: 'f1', card: 'Forest' }] }), action: { type: 'playLand', player: 'alice', card: 'f1' } }),
      );
      expect(a.legal).toBe(true);
      expect(a.warnings).toBeUndefined();
    });
  });

  it('a card an effect puts onto the battlefield (Zombify returning Broodbirth Viper: haunt is not understood)', () => {
    const state = board(
      { battlefield: lands('Swamp', 4) },
      { hand: [{ id: 'z1', card: 'Zombify' }], graveyard: [{ id: 'k1', card: 'Broodbirth Viper' }] },
    );
    const actions = [{ type: 'cast', player: 'alice', card: 'z1', targets: ['k1'] }, ...passes(2)];
    expectRefused(judge({ state, actions }), 'Haunt');
    const a = answerOf(judge({ state, actions, allowUnsupported: true }));
    expect(a.state.battlefield.map((o) => o.id)).toContain('k1');
    expect(a.warnings).toEqual([expect.stringContaining('Haunt')]);
  });

  it('a card cast from a graveyard by a permission the engine does not understand (Gravecrawler): refused by name, not "not in hand"', () => {
    const state = board({ battlefield: lands('Swamp', 1) }, { graveyard: [{ id: 'g1', card: 'Gravecrawler' }] });
    expectRefused(
      judge({ state, action: { type: 'cast', player: 'alice', card: 'g1' } }),
      'You may cast Gravecrawler from your graveyard as long as you control a Zombie.',
    );
  });

  it('flashback the engine does not understand (Lava Dart): refused by name, not "no flashback" (702.34a)', () => {
    const state = board({ battlefield: lands('Mountain', 1) }, { graveyard: [{ id: 'd1', card: 'Lava Dart' }] });
    expectRefused(
      judge({ state, action: { type: 'cast', player: 'alice', card: 'd1', alternativeCost: 'flashback', targets: ['bob'] } }),
      'Flashback—Sacrifice a Mountain.',
    );
  });

  describe('abilities that work from the hand (702.29a cycling)', () => {
    it('Street Wraith\'s "Cycling—Pay 2 life" exists but is not understood: refused by name, not "no such ability"', () => {
      const state = board({}, { hand: [{ id: 'w1', card: 'Street Wraith' }] });
      expectRefused(
        judge({ state, action: { type: 'activate', player: 'alice', source: 'w1', ability: 0 } }),
        'Cycling—Pay 2 life.',
        '602.1',
      );
      expectRefused(
        judge({ state, action: { type: 'activate', player: 'alice', source: 'w1', ability: 0 }, allowUnsupported: true }),
        'Cycling—Pay 2 life.',
        '602.1',
      );
    });

    it('Undead Gladiator: cycling is its second ability in the order of its text (the first works from the graveyard only, 113.6m)', () => {
      const state = board({ battlefield: lands('Swamp', 2) }, { hand: [{ id: 'u1', card: 'Undead Gladiator' }] });
      const a = answerOf(judge({ state, actions: [{ type: 'activate', player: 'alice', source: 'u1', ability: 1 }, ...passes(2)] }));
      expect(a.state.players[0].graveyard).toEqual([{ id: 'u1', card: 'Undead Gladiator' }]);
      expect(a.state.players[0].library).toEqual({ count: 29 });
    });

    it('Unearth cycled: its spell text does not work from the hand, so it does not matter: cycled with no refusal and no warning', () => {
      const state = board({ battlefield: lands('Swamp', 2) }, { hand: [{ id: 'u1', card: 'Unearth' }] });
      const a = answerOf(judge({ state, actions: [{ type: 'activate', player: 'alice', source: 'u1', ability: 0 }, ...passes(2)] }));
      expect(a.legal).toBe(true);
      expect(a.warnings).toBeUndefined();
      expect(a.state.players[0].graveyard).toEqual([{ id: 'u1', card: 'Unearth' }]);
      expect(a.state.players[0].library).toEqual({ count: 29 });
    });
  });

  it('an ability that works from the graveyard (Chronosavant\'s return, 113.6m), not understood: refused by name, not "not on the battlefield"', () => {
    const state = board({ battlefield: lands('Plains', 2) }, { graveyard: [{ id: 'h1', card: 'Chronosavant' }] });
    expectRefused(
      judge({ state, action: { type: 'activate', player: 'alice', source: 'h1', ability: 0 } }),
      '{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn.',
      '602.1',
    );
  });

  it("a card whose text works as it is discarded (Obstinate Baloth, discarded by an opponent's Mind Rot)", () => {
    const state = board(
      { battlefield: lands('Swamp', 3) },
      { hand: [{ id: 'm1', card: 'Mind Rot' }] },
      {
        hand: [
          { id: 'o1', card: 'Obstinate Baloth' },
          { id: 'c1', card: 'Forest' },
        ],
      },
    );
    const actions = [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)];
    expectRefused(
      judge({ state, actions }),
      'If a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it onto the battlefield instead of putting it into your graveyard.',
    );
  });

  it('a discarded card whose text not understood does not work in the hand is discarded as usual (Broodbirth Viper: haunt)', () => {
    const state = board(
      { battlefield: lands('Swamp', 3) },
      { hand: [{ id: 'm1', card: 'Mind Rot' }] },
      {
        hand: [
          { id: 'k1', card: 'Broodbirth Viper' },
          { id: 'c1', card: 'Forest' },
        ],
      },
    );
    const a = answerOf(judge({ state, actions: [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)] }));
    expect((a.state.players[1].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['k1', 'c1']);
    expect(a.warnings).toBeUndefined();
  });

  describe('602.1: activating an ability the engine does not understand (Svogthos, the Restless Tomb)', () => {
    const state = board({ battlefield: [{ id: 'v1', card: 'Svogthos, the Restless Tomb', controller: 'alice' }, ...lands('Forest', 1)] });
    const line =
      '{3}{B}{G}: Until end of turn, Svogthos, the Restless Tomb becomes a black and green Plant Zombie creature with "This creature\'s power and toughness are each equal to the number of creature cards in your graveyard." It\'s still a land.';

    it('the board itself names the text it does not understand', () => {
      expectRefused(judge({ state, action: { type: 'pass', player: 'alice' } }), line);
    });

    it('under allowUnsupported, its second ability is refused by name even so: it exists, it is not understood', () => {
      expectRefused(
        judge({ state, action: { type: 'activate', player: 'alice', source: 'v1', ability: 1 }, allowUnsupported: true }),
        line,
        '602.1',
      );
    });

    it('its mana ability, understood, is activated as usual (605.3b)', () => {
      const a = answerOf(judge({ state, action: { type: 'activate', player: 'alice', source: 'v1', ability: 0 }, allowUnsupported: true }));
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.find((o) => o.id === 'v1')?.tapped).toBe(true);
      expect(a.state.players[0].manaPool).toBe('{C}');
    });

    it('the index counts the abilities in the order of the text, those not understood included (Tidewater Minion)', () => {
      const minion = board({
        battlefield: [
          { id: 'g1', card: 'Tidewater Minion', controller: 'alice' },
          ...lands('Island', 4),
          { id: 't1', card: 'Island', controller: 'alice', tapped: true },
        ],
      });
      // Its first activated ability is not understood: index 0 names it, never the second one.
      expectRefused(
        judge({ state: minion, action: { type: 'activate', player: 'alice', source: 'g1', ability: 0 }, allowUnsupported: true }),
        '{4}: Tidewater Minion loses defender until end of turn.',
        '602.1',
      );
      const a = answerOf(
        judge({
          state: minion,
          actions: [{ type: 'activate', player: 'alice', source: 'g1', ability: 1, targets: ['t1'] }, ...passes(2)],
          allowUnsupported: true,
        }),
      );
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.find((o) => o.id === 't1')?.tapped).toBeFalsy();
      expect(a.state.battlefield.find((o) => o.id === 'g1')?.tapped).toBe(true);
    });

    it('legal actions offer the understood ability of Tidewater Minion under its index in the text (1)', () => {
      const minion = board({
        battlefield: [
          { id: 'g1', card: 'Tidewater Minion', controller: 'alice' },
          ...lands('Island', 4),
          { id: 't1', card: 'Island', controller: 'alice', tapped: true },
        ],
      });
      const listed = legalActionsFor(minion, catalog, { allowUnsupported: true });
      if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
      const activations = listed.value.actions.map((x) => x.action).filter((x) => x.type === 'activate' && x.source === 'g1');
      expect(activations.length).toBeGreaterThan(0);
      expect(activations.every((x) => x.type === 'activate' && x.ability === 1)).toBe(true);
    });

    it('an index past its abilities is still "no such ability" (602.1)', () => {
      const a = answerOf(judge({ state, action: { type: 'activate', player: 'alice', source: 'v1', ability: 2 }, allowUnsupported: true }));
      expect(a.violations).toEqual([expect.objectContaining({ code: 'NO_SUCH_ABILITY', rule: '602.1' })]);
    });
  });

  describe('a card whose text works from its graveyard with no action naming it (113.6k, 113.6m)', () => {
    const BLOODGHAST_LINE =
      'Landfall — Whenever a land enters the battlefield under your control, you may return Bloodghast from your graveyard to the battlefield.';
    const withGhost = board({}, { hand: [{ id: 'f1', card: 'Forest' }], graveyard: [{ id: 'b1', card: 'Bloodghast' }] });
    const play = { type: 'playLand', player: 'alice', card: 'f1' };

    it('Bloodghast in the graveyard: a land played would trigger its landfall from there: the board is refused by name', () => {
      const out = judge({ state: withGhost, action: play });
      expectRefused(out, BLOODGHAST_LINE);
      // Its lines that work only on the battlefield are not what matters there.
      if (out.kind === 'unsupported') expect(render(out.message)).not.toContain("can't block");
    });

    it('under allowUnsupported the land is played, Bloodghast stays in the graveyard, and the ignored line is a warning', () => {
      const a = answerOf(judge({ state: withGhost, action: play, allowUnsupported: true }));
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.map((o) => o.id)).toEqual(['f1']);
      expect(a.state.players[0].graveyard).toEqual([{ id: 'b1', card: 'Bloodghast' }]);
      expect(a.warnings).toEqual([expect.stringContaining(BLOODGHAST_LINE)]);
    });

    it('Vengevine: a spell cast would trigger its return from the graveyard: refused by name', () => {
      expectRefused(
        judge({ state: board({}, { graveyard: [{ id: 's1', card: 'Vengevine' }] }), action: { type: 'pass', player: 'alice' } }),
        "Whenever you cast a spell, if it's the second creature spell you cast this turn, you may return Vengevine from your graveyard to the battlefield.",
      );
    });

    it('a graveyard card whose text not understood works only elsewhere (Broodbirth Viper: haunt) leaves the board judged as usual', () => {
      const a = answerOf(
        judge({
          state: board({}, { hand: [{ id: 'f1', card: 'Forest' }], graveyard: [{ id: 'k1', card: 'Broodbirth Viper' }] }),
          action: play,
        }),
      );
      expect(a.legal).toBe(true);
      expect(a.warnings ?? []).toEqual([]);
    });
  });
});
