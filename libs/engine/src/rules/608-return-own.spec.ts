import { adjudicate } from '../adjudicate';
import { legalActions } from '../legal-actions';
import { parseBoard } from '../state/parse';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

/**
 * 608.2d: "return a land you control to its owner's hand" (the Karoos) is not targeted: the controller
 * chooses as the ability resolves, among the permanents they control that fit, the source itself
 * included; with one or none there is nothing to ask. 118.12a: "sacrifice it unless you return a
 * non-Lair land you control to its owner's hand" (the Lairs) means "you may return ...; if you don't,
 * sacrifice it": asked even with one land (the controller may decline), the Lair sacrificed with none.
 */
const catalog = bundledCatalog();
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const land = (id: string, card: string, controller = 'alice', tapped = false) => ({ id, card, controller, ...(tapped ? { tapped } : {}) });
const play = (card: string) => ({ type: 'playLand', player: 'alice', card });

describe('the return grammar on real cards', () => {
  it.each(['Azorius Chancery', 'Simic Growth Chamber', "Dromar's Cavern", "Treva's Ruins", 'Coral Atoll', 'Dormant Volcano'])(
    '%s is understood in full',
    (name) => expect(compileCard(bundledCard(name)).support).toBe('full'),
  );

  it('"return a land you control": no target; "sacrifice it unless you return a non-Lair land": the unless form', () => {
    const karoo = compileCard(bundledCard('Azorius Chancery')).abilities.find((a) => a.kind === 'triggered');
    expect(karoo).toMatchObject({ targets: [], effects: [{ kind: 'returnPermanents', n: 1, text: 'land you control' }] });
    expect(karoo?.kind === 'triggered' && karoo.effects[0]).not.toHaveProperty('unless');
    const lair = compileCard(bundledCard("Dromar's Cavern")).abilities.find((a) => a.kind === 'triggered');
    expect(lair).toMatchObject({ effects: [{ kind: 'returnPermanents', unless: 'sacrificeSource', text: 'non-Lair land you control' }] });
  });

  it('"return a land an opponent controls" and "return target land" wording variants are not read as this choice', () => {
    const c = compileCard({
      ...bundledCard('Azorius Chancery'),
      text: "When Azorius Chancery enters the battlefield, return a land an opponent controls to its owner's hand.",
    });
    expect(c.support).toBe('none');
  });
});

describe('608.2d: a Karoo returns a land its controller chooses as the trigger resolves', () => {
  // Alice has a Plains and an Island; she plays Azorius Chancery (it enters tapped); its trigger goes on the stack.
  const start = () =>
    board(
      { battlefield: [land('p', 'Plains'), land('i', 'Island'), land('bf', 'Forest', 'bob')] },
      { hand: [{ id: 'ch', card: 'Azorius Chancery' }] },
    );
  const asked = () => answer({ state: start(), actions: [play('ch'), ...passes(2)] });

  it("the choice is asked among her lands, the Chancery itself included (not bob's)", () => {
    const a = asked();
    expect(onField(a, 'ch')).toMatchObject({ tapped: true });
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', player: 'alice', rule: '608.2d', count: 1, options: ['p', 'i', 'ch'] });
    const top = a.state.stack[a.state.stack.length - 1] as Record<string, unknown>;
    expect(top.pendingChoice).toEqual({ kind: 'returnToHand', player: 'alice', next: 0, count: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '608.2d']));
    // The board sent back waits for the same decision.
    expect(answer({ state: a.state, actions: [] }).decision).toEqual(a.decision);
  });

  it('answered: the Island returns to her hand, the Chancery stays', () => {
    const a = asked();
    const done = answer({ state: a.state, action: choose(a, ['i']) });
    expect(done.legal).toBe(true);
    expect(ids(done.state.battlefield)).toEqual(['p', 'bf', 'ch']);
    expect(ids(done.state.players[0].hand)).toEqual(['i']);
    expect(done.state.stack).toEqual([]);
    expect(cited(done)).toEqual(expect.arrayContaining(['608.2d', '608.2n']));
    expect(done.decision).toMatchObject({ kind: 'priority', player: 'alice' });
  });

  it('the Chancery may return itself (it is a land she controls)', () => {
    const a = asked();
    const done = answer({ state: a.state, action: choose(a, ['ch']) });
    expect(done.legal).toBe(true);
    expect(ids(done.state.battlefield)).toEqual(['p', 'i', 'bf']);
    expect(ids(done.state.players[0].hand)).toEqual(['ch']);
  });

  it('illegal answers: bob\'s land, two lands, none, "decline", bob answering: refused with the rule, nothing changes', () => {
    const a = asked();
    for (const choice of [['bf'], ['p', 'i'], [], ['decline'], ['nope']]) {
      const wrong = answer({ state: a.state, action: choose(a, choice) });
      expect(wrong.legal).toBe(false);
      expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '608.2d' });
      expect(wrong.state.battlefield).toEqual(a.state.battlefield);
    }
    const bob = answer({ state: a.state, action: { ...choose(a, ['p']), player: 'bob' } });
    expect(bob.legal).toBe(false);
    expect(bob.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
  });

  it('the Chancery as her only land: no choice, it returns to her hand as the trigger resolves', () => {
    const state = board({ battlefield: [land('bf', 'Forest', 'bob')] }, { hand: [{ id: 'ch', card: 'Azorius Chancery' }] });
    const a = answer({ state, actions: [play('ch'), ...passes(2)] });
    expect(ids(a.state.players[0].hand)).toEqual(['ch']);
    expect(ids(a.state.battlefield)).toEqual(['bf']);
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    expect(cited(a)).toContain('608.2d');
  });

  it('the Chancery gone before its trigger resolves: her other land is the only one, returned without asking', () => {
    const state = board(
      {
        battlefield: [land('p', 'Plains')],
        stack: [{ id: 'trig', controller: 'alice', ability: { source: 'ch', index: 0, triggered: true } }],
      },
      { graveyard: [{ id: 'ch', card: 'Azorius Chancery' }] },
    );
    const outcome = adjudicate({ state, actions: passes(2) }, catalog);
    expect(outcome).toMatchObject({ kind: 'answer' });
    const a = outcome.kind === 'answer' ? outcome.answer : null;
    expect(ids(a?.state.players[0].hand)).toEqual(['p']);
    expect(a?.decision).toMatchObject({ kind: 'priority' });
  });
});

describe('118.12a: a Lair is sacrificed unless its controller returns a non-Lair land', () => {
  const play2 = (battlefield: unknown[]) =>
    answer({
      state: board({ battlefield }, { hand: [{ id: 'dc', card: "Dromar's Cavern" }] }),
      actions: [play('dc'), ...passes(2)],
    });

  it('no non-Lair land (another Lair does not count): the Cavern is sacrificed, nothing asked', () => {
    const a = play2([land('tr', "Treva's Ruins"), land('bi', 'Island', 'bob')]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['dc']);
    expect(ids(a.state.battlefield)).toEqual(['tr', 'bi']);
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    expect(cited(a)).toContain('118.12a');
  });

  it('one Island: asked even so (she may decline), the Lairs not among the options', () => {
    const a = play2([land('i', 'Island'), land('tr', "Treva's Ruins")]);
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', player: 'alice', rule: '118.12a', count: 1, options: ['i', 'decline'] });
    const kept = answer({ state: a.state, action: choose(a, ['i']) });
    expect(kept.legal).toBe(true);
    expect(ids(kept.state.players[0].hand)).toEqual(['i']);
    expect(ids(kept.state.battlefield)).toEqual(['tr', 'dc']);
    expect(ids(kept.state.players[0].graveyard)).toEqual([]);
    const declined = answer({ state: a.state, action: choose(a, ['decline']) });
    expect(declined.legal).toBe(true);
    expect(ids(declined.state.players[0].graveyard)).toEqual(['dc']);
    expect(ids(declined.state.battlefield)).toEqual(['i', 'tr']);
    expect(cited(declined)).toEqual(expect.arrayContaining(['118.12a', '608.2n']));
  });

  it('illegal answers: the Cavern itself (a Lair), another Lair, a land and "decline": refused with 118.12a', () => {
    const a = play2([land('i', 'Island'), land('tr', "Treva's Ruins")]);
    for (const choice of [['dc'], ['tr'], ['i', 'decline'], []]) {
      const wrong = answer({ state: a.state, action: choose(a, choice) });
      expect(wrong.legal).toBe(false);
      expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '118.12a' });
      expect(wrong.state.battlefield).toEqual(a.state.battlefield);
    }
  });

  it('Coral Atoll: a tapped Island cannot be returned ("an untapped Island"): it is sacrificed', () => {
    const a = answer({
      state: board({ battlefield: [land('i', 'Island', 'alice', true)] }, { hand: [{ id: 'ca', card: 'Coral Atoll' }] }),
      actions: [play('ca'), ...passes(2)],
    });
    expect(ids(a.state.players[0].graveyard)).toEqual(['ca']);
    expect(ids(a.state.battlefield)).toEqual(['i']);
  });
});

describe('608.2: a board waiting for a return, sent as it is', () => {
  const waiting = (pendingChoice: unknown) => ({
    state: board(
      {
        battlefield: [land('p', 'Plains'), land('i', 'Island'), land('ch', 'Azorius Chancery', 'alice', true)],
        stack: [{ id: 'trig', controller: 'alice', ability: { source: 'ch', index: 0, triggered: true }, pendingChoice }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      },
      { landsPlayedThisTurn: 1 },
    ),
    actions: [],
  });

  it('read and written back; the decision is derived from it', () => {
    const a = answer(waiting({ kind: 'returnToHand', player: 'alice', next: 0, count: 1 }));
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', options: ['p', 'i', 'ch'] });
    expect(a.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'returnToHand', player: 'alice', next: 0, count: 1 } });
  });

  it('refused: another player than the controller, an instruction that is not a return, another count, "chosen"', () => {
    for (const bad of [
      { kind: 'returnToHand', player: 'bob', next: 0, count: 1 },
      { kind: 'returnToHand', player: 'alice', next: 1, count: 1 },
      { kind: 'returnToHand', player: 'alice', next: 0, count: 2 },
    ]) {
      const outcome = adjudicate(waiting(bad), catalog);
      expect(outcome.kind).toBe('invalid');
    }
    const chosen = adjudicate(waiting({ kind: 'returnToHand', player: 'alice', next: 0, count: 1, chosen: ['p'] }), catalog);
    expect(chosen.kind).toBe('invalid');
  });
});

describe('608.2d, 118.12a: other permanents returned, on triggers already on the stack', () => {
  const resolve = (source: { id: string; card: string }, battlefield: unknown[]) =>
    answer({
      state: board({
        battlefield: [{ ...source, controller: 'alice' }, ...battlefield],
        stack: [{ id: 't', controller: 'alice', ability: { source: source.id, index: 0, triggered: true } }],
      }),
      actions: passes(2),
    });
  const bear = (id: string, controller = 'alice') => ({ id, card: 'Grizzly Bears', controller });

  it('Bull Elephant, "unless you return two Forests": with one Forest it cannot be done in part: sacrificed', () => {
    const a = resolve({ id: 'be', card: 'Bull Elephant' }, [land('f1', 'Forest')]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['be']);
    expect(ids(a.state.battlefield)).toEqual(['f1']);
    expect(cited(a)).toContain('118.12a');
  });

  it('Bull Elephant with three Forests: exactly two are chosen, or "decline"', () => {
    const a = resolve({ id: 'be', card: 'Bull Elephant' }, [land('f1', 'Forest'), land('f2', 'Forest'), land('f3', 'Forest')]);
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', rule: '118.12a', count: 2, options: ['f1', 'f2', 'f3', 'decline'] });
    const one = answer({ state: a.state, action: choose(a, ['f1']) });
    expect(one.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '118.12a' });
    const two = answer({ state: a.state, action: choose(a, ['f1', 'f3']) });
    expect(two.legal).toBe(true);
    expect(ids(two.state.players[0].hand)).toEqual(['f1', 'f3']);
    expect(ids(two.state.battlefield)).toEqual(['be', 'f2']);
    // The legal actions offer two Forests and "decline".
    const parsed = parseBoard(a.state, catalog);
    if (!parsed.ok) throw new Error('board');
    const choices = legalActions(parsed.value).actions.map(({ action }) => (action.type === 'choose' ? action.choice : action.type));
    expect(choices).toEqual([['f1', 'f2'], ['decline'], 'concede']);
  });

  it('Quickling, "another creature": itself is not an option; with one other creature she is still asked', () => {
    const a = resolve({ id: 'q', card: 'Quickling' }, [bear('b1'), bear('bb', 'bob')]);
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', options: ['b1', 'decline'] });
    const self = answer({ state: a.state, action: choose(a, ['q']) });
    expect(self.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '118.12a' });
  });

  it('Khalni Gem, "return two lands" with one land: that one returns (as much as can be done), nothing asked', () => {
    const a = resolve({ id: 'kg', card: 'Khalni Gem' }, [land('p', 'Plains'), land('bp', 'Plains', 'bob')]);
    expect(ids(a.state.players[0].hand)).toEqual(['p']);
    expect(ids(a.state.battlefield)).toEqual(['kg', 'bp']);
    expect(a.decision).toMatchObject({ kind: 'priority' });
  });

  it("Waterspout Djinn's upkeep trigger: a tapped Island does not do; an untapped one is asked for", () => {
    const tapped = resolve({ id: 'wd', card: 'Waterspout Djinn' }, [{ ...land('i', 'Island'), tapped: true }]);
    expect(ids(tapped.state.players[0].graveyard)).toEqual(['wd']);
    const untapped = resolve({ id: 'wd', card: 'Waterspout Djinn' }, [land('i', 'Island')]);
    expect(untapped.decision).toMatchObject({ kind: 'chooseReturn', rule: '118.12a', options: ['i', 'decline'] });
    const kept = answer({ state: untapped.state, action: choose(untapped, ['i']) });
    expect(ids(kept.state.battlefield)).toEqual(['wd']);
    expect(ids(kept.state.players[0].hand)).toEqual(['i']);
  });

  it('Aviary Mechanic, "you may return another permanent": asked after the "yes" (608.2d)', () => {
    const a = resolve({ id: 'am', card: 'Aviary Mechanic' }, [bear('b1'), land('p', 'Plains')]);
    expect(a.decision).toMatchObject({ kind: 'chooseOptional' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseReturn', rule: '608.2d', options: ['b1', 'p'] });
    const done = answer({ state: yes.state, action: choose(yes, ['p']) });
    expect(ids(done.state.players[0].hand)).toEqual(['p']);
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(ids(no.state.battlefield)).toEqual(['am', 'b1', 'p']);
  });
});
