import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';

/**
 * 608.2c: later text of a spell may change what an earlier instruction does. The spell mastery lines (207.2c: the
 * ability word means nothing) are done only if their condition holds as the spell resolves: Fiery Impulse deals 3
 * damage instead of 2; Kytheon's Tactics' creatures also gain vigilance; Send to Sleep's creatures also stay tapped.
 * The spell itself, on the stack, is not one of the cards in its controller's graveyard.
 */
const catalog = new InMemoryCatalog(
  [
    'Fiery Impulse',
    "Kytheon's Tactics",
    'Send to Sleep',
    'Lightning Bolt',
    'Shock',
    'Hill Giant',
    'Grizzly Bears',
    'Mountain',
    'Plains',
    'Island',
  ].map(bundledCard),
);
const ruling = rulingsWith(catalog);
const twoSpells = [
  { id: 'gy1', card: 'Lightning Bolt' },
  { id: 'gy2', card: 'Shock' },
];
const castBy = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, targets });

describe('608.2c: "Spell mastery — If ..., CARDNAME deals 3 damage to that creature instead." (Fiery Impulse)', () => {
  const impulse = (graveyard: { id: string; card: string }[], bobs: { id: string; card: string }[] = []) =>
    board(
      { battlefield: [...lands('Mountain', 'm', 1), { id: 'hg', card: 'Hill Giant', controller: 'bob' }] },
      { hand: [{ id: 'fi', card: 'Fiery Impulse' }], graveyard },
      { graveyard: bobs },
    );

  it('is read in full: the damage of 2 or, if the condition holds, of 3 to the same target', () => {
    const read = compiled(bundledCard('Fiery Impulse'));
    expect(read.support).toBe('full');
    expect(read.abilities[0]).toMatchObject({
      effects: [
        {
          kind: 'ifCondition',
          effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 3 }, target: 0 }],
          otherwise: [{ kind: 'damage', amount: { kind: 'fixed', n: 2 }, target: 0 }],
        },
      ],
    });
  });

  it("with two instant and sorcery cards in its caster's graveyard: 3 damage, the Hill Giant dies", () => {
    const a = ruling({ state: impulse(twoSpells), actions: [castBy('fi', ['hg']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'hg')).toBeUndefined();
    expect(a.state.players[1].graveyard.map((c) => c.id)).toEqual(['hg']);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '120.3e']));
  });

  it('with one, Fiery Impulse itself on the stack not counted, nor the cards of the opponent: 2 damage, the Giant lives', () => {
    const a = ruling({
      state: impulse(twoSpells.slice(0, 1), [{ id: 'b1', card: 'Shock' }]),
      actions: [castBy('fi', ['hg']), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'hg')).toMatchObject({ damage: 2 });
  });
});

describe('608.2c: "Spell mastery — If ..., those creatures also gain vigilance until end of turn." (Kytheon\'s Tactics)', () => {
  const tactics = (graveyard: { id: string; card: string }[]) =>
    board(
      { battlefield: [...lands('Plains', 'p', 3), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] },
      { hand: [{ id: 'kt', card: "Kytheon's Tactics" }], graveyard },
    );
  const vigilant = (a: ReturnType<typeof ruling>) =>
    (a.state.effects ?? [])
      .filter((e: { kind: string; keyword?: string }) => e.kind === 'add-keyword' && e.keyword === 'vigilance')
      .flatMap((e: { affects?: string[] }) => e.affects ?? []);
  const pumped = (a: ReturnType<typeof ruling>) =>
    (a.state.effects ?? [])
      .filter((e: { kind: string; power?: number }) => e.kind === 'modify-pt' && e.power === 2)
      .flatMap((e: { affects?: string[] }) => e.affects ?? []);

  it('is read in full', () => {
    expect(compiled(bundledCard("Kytheon's Tactics")).support).toBe('full');
  });

  it('with spell mastery: the Bears get +2/+1 and vigilance; without: +2/+1 only', () => {
    const on = ruling({ state: tactics(twoSpells), actions: [castBy('kt'), ...passes(2)] });
    expect(on.legal).toBe(true);
    expect([pumped(on), vigilant(on)]).toEqual([['gb'], ['gb']]);
    expect(cited(on)).toContain('608.2c');
    const off = ruling({ state: tactics([]), actions: [castBy('kt'), ...passes(2)] });
    expect(off.legal).toBe(true);
    expect([pumped(off), vigilant(off)]).toEqual([['gb'], []]);
  });
});

describe('608.2c: "Spell mastery — If ..., those creatures don\'t untap during their controllers\' next untap steps." (Send to Sleep)', () => {
  const sleep = (graveyard: { id: string; card: string }[]) =>
    board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          { id: 'hg', card: 'Hill Giant', controller: 'bob' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'ss', card: 'Send to Sleep' }], graveyard },
    );
  const kept = (a: ReturnType<typeof ruling>) =>
    (a.state.effects ?? [])
      .filter((e: { kind: string }) => e.kind.startsWith('doesnt-untap'))
      .flatMap((e: { affects?: string[] }) => e.affects ?? []);

  it('is read in full', () => {
    expect(compiled(bundledCard('Send to Sleep')).support).toBe('full');
  });

  it('with spell mastery: both targets tapped and kept tapped; one target chosen: only it', () => {
    const two = ruling({ state: sleep(twoSpells), actions: [castBy('ss', ['hg', 'gb']), ...passes(2)] });
    expect(two.legal).toBe(true);
    expect([onField(two, 'hg')?.tapped, onField(two, 'gb')?.tapped]).toEqual([true, true]);
    expect(kept(two).sort()).toEqual(['gb', 'hg']);
    const one = ruling({ state: sleep(twoSpells), actions: [castBy('ss', ['hg']), ...passes(2)] });
    expect(one.legal).toBe(true);
    expect(kept(one)).toEqual(['hg']);
  });

  it('without: tapped, and they untap as usual', () => {
    const a = ruling({ state: sleep([]), actions: [castBy('ss', ['hg', 'gb']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'hg')?.tapped).toBe(true);
    expect(kept(a)).toEqual([]);
  });
});
