import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.97 scavenge, on real cards (current Oracle text, from the bundled catalog). */
const BEETLE = bundledCard('Drudge Beetle'); // {1}{G} 2/2; Scavenge {5}{G}
const SLITHERHEAD = bundledCard('Slitherhead'); // {B/G} 1/1; Scavenge {0}
const SCORPION = bundledCard('Sluiceway Scorpion'); // {2}{B}{G} 2/2 deathtouch; Scavenge {1}{B}{G}
const OTHERS = ['Grizzly Bears', 'Forest', 'Swamp'].map(bundledCard);
const catalog = new InMemoryCatalog([BEETLE, SLITHERHEAD, SCORPION, ...OTHERS]);
const answer = rulingsWith(catalog);
const scavenge = (source: string, target: string, player = 'alice') => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  targets: [target],
});

describe('702.97 scavenge', () => {
  it('is understood: an activated ability that works from the graveyard, exiling the card as part of its cost', () => {
    for (const c of [BEETLE, SLITHERHEAD, SCORPION]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(BEETLE).abilities).toEqual([
      expect.objectContaining({
        kind: 'activated',
        cost: { tap: false, mana: '{5}{G}', parts: [{ kind: 'exile', self: true, from: 'graveyard' }] },
        sorcerySpeed: true,
        fromGraveyard: true,
      }),
    ]);
  });

  it('702.97a: Drudge Beetle is exiled from the graveyard for {5}{G}; the target creature gets two +1/+1 counters (its power)', () => {
    const state = board(
      { battlefield: [perm('b', 'Grizzly Bears', 'alice'), ...lands('Forest', 'f', 6)] },
      { graveyard: [{ id: 'd', card: 'Drudge Beetle' }] },
    );
    const a = answer({ state, action: scavenge('d', 'b') });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['d']);
    expect(a.state.players[0].graveyard ?? []).toHaveLength(0);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(6);
    const done = answer({ state: a.state, actions: passes(2) });
    expect(onField(done, 'b')?.counters).toEqual({ '+1/+1': 2 });
    expect(cited(done)).toContain('122.1');
  });

  it("Slitherhead's scavenge costs {0}: one counter on an opponent's creature too (any target creature)", () => {
    const state = board({ battlefield: [perm('b', 'Grizzly Bears', 'bob')] }, { graveyard: [{ id: 's', card: 'Slitherhead' }] });
    const done = answer({ state, actions: [scavenge('s', 'b'), ...passes(2)] });
    expect(onField(done, 'b')?.counters).toEqual({ '+1/+1': 1 });
    expect(ids(done.state.exile)).toEqual(['s']);
  });

  it("602.5d: only as a sorcery: not on an opponent's turn", () => {
    const state = board(
      { battlefield: [perm('b', 'Grizzly Bears', 'alice')], turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } },
      { graveyard: [{ id: 's', card: 'Slitherhead' }] },
    );
    const a = answer({ state, action: scavenge('s', 'b') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '602.5d' });
  });

  it('113.6m: not from the battlefield; 601.2h: not without the mana; 115.1: a creature target only', () => {
    const onBoard = board({ battlefield: [perm('d', 'Drudge Beetle', 'alice'), perm('b', 'Grizzly Bears', 'alice')] });
    expect(answer({ state: onBoard, action: scavenge('d', 'b') }).violations[0]).toMatchObject({
      code: 'NOT_FROM_THIS_ZONE',
      rule: '113.6m',
    });
    const poor = board(
      { battlefield: [perm('b', 'Grizzly Bears', 'alice'), ...lands('Forest', 'f', 5)] },
      { graveyard: [{ id: 'd', card: 'Drudge Beetle' }] },
    );
    const unpaid = answer({ state: poor, action: scavenge('d', 'b') });
    expect(unpaid.legal).toBe(false);
    expect(unpaid.violations[0].rule).toBe('601.2h');
    const land = answer({ state: poor, action: scavenge('d', 'f1') });
    expect(land.legal).toBe(false);
    expect(land.violations[0].rule).toMatch(/^115|^601\.2c/);
  });

  it("608.2h: the number is the exiled card's power; Sluiceway Scorpion puts two; legal actions list the scavenge", () => {
    const state = board(
      { battlefield: [perm('b', 'Grizzly Bears', 'alice'), ...lands('Swamp', 's', 2), ...lands('Forest', 'f', 1)] },
      { graveyard: [{ id: 'x', card: 'Sluiceway Scorpion' }] },
    );
    const listed = legalActionsFor(state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(
      expect.objectContaining({ type: 'activate', source: 'x' }),
    );
    const done = answer({ state, actions: [scavenge('x', 'b'), ...passes(2)] });
    expect(onField(done, 'b')?.counters).toEqual({ '+1/+1': 2 });
  });
});
